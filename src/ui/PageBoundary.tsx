import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "antd";
import { useAuthWords } from "../i18n/auth-words";
import { connection } from "../../providers/connection";

interface Props {
  children: ReactNode;
  /** A new key (the page's path) clears the message: the owner has moved on. */
  resetKey?: string;
  /** The message's heading: 1 where it stands for the page, 2 inside a page's section. */
  level?: 1 | 2;
}

/**
 * Where a page that cannot be drawn says so, instead of React unmounting everything to a white screen.
 * The usual cause in a shop is the network: a page's code (a lazy chunk, the booking steps asked for at
 * a tap) was not on the device yet when the connection dropped (issue 24). The console's frame keeps its
 * menu around the message (ConsoleLayout keys one by the path, so moving to another page clears it); the
 * apps' own (App.tsx) catches what fails before a frame exists.
 *
 * In the sign-in entry: the words are the entry's own file (auth.json) and the look is styles.css,
 * no antd Result (its pictures would cost the login's budget).
 */
export class PageBoundary extends Component<Props, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  render() {
    return this.state.error === undefined ? this.props.children : <PageFailed error={this.state.error} level={this.props.level ?? 1} />;
  }
}

/** A module script that did not arrive, in the words of Chromium, Firefox, Safari and Vite's preloader. */
const isLoadFailure = (error: unknown) =>
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i.test(String((error as Error)?.message ?? error));

function PageFailed({ error, level }: { error: unknown; level: 1 | 2 }) {
  const t = useAuthWords();
  const Heading = level === 1 ? "h1" : "h2";
  const why = !isLoadFailure(error) ? "broken" : !connection.get().online ? "offline" : "dropped";
  return (
    <div className="galla-page-failed" role="alert">
      <Heading>{t(`pageFailed.${why}.title`)}</Heading>
      <p>{t(`pageFailed.${why}.sub`)}</p>
      {/* A chunk React.lazy failed to load stays failed until the page is loaded again. */}
      <Button type="primary" size="large" onClick={() => location.reload()}>
        {t("pageFailed.retry")}
      </Button>
    </div>
  );
}
