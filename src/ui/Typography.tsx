import type { HTMLAttributes, ReactNode } from "react";
import "./typography.css";

type Tone = "secondary" | "success" | "warning" | "danger";

interface TextProps extends Omit<HTMLAttributes<HTMLElement>, "type"> {
  type?: Tone;
  strong?: boolean;
  italic?: boolean;
  code?: boolean;
  /** Cut to one line (or `rows` lines) with "…". */
  ellipsis?: boolean | { rows?: number };
  children?: ReactNode;
}

const classes = (base: string, { type, strong, italic, ellipsis, className }: TextProps) =>
  [
    base,
    type && `gt-${type}`,
    strong && "gt-strong",
    italic && "gt-italic",
    ellipsis && (typeof ellipsis === "object" && (ellipsis.rows ?? 1) > 1 ? "gt-clamp" : "gt-ellipsis"),
    className,
  ]
    .filter(Boolean)
    .join(" ");

const clampStyle = (props: TextProps) =>
  typeof props.ellipsis === "object" && (props.ellipsis.rows ?? 1) > 1 ? { WebkitLineClamp: props.ellipsis.rows, ...props.style } : props.style;

function Text(props: TextProps) {
  const { type: _t, strong: _s, italic: _i, code, ellipsis: _e, className: _c, style: _st, children, ...rest } = props;
  return (
    <span {...rest} className={classes("gt-text", props)} style={clampStyle(props)}>
      {code ? <code>{children}</code> : children}
    </span>
  );
}

function Paragraph(props: TextProps) {
  const { type: _t, strong: _s, italic: _i, code: _code, ellipsis: _e, className: _c, style: _st, ...rest } = props;
  return <div {...rest} className={classes("gt-paragraph", props)} style={clampStyle(props)} />;
}

function Title({ level = 1, ...props }: TextProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const { type: _t, strong: _s, italic: _i, code: _code, ellipsis: _e, className: _c, ...rest } = props;
  const Tag = `h${level}` as const;
  return <Tag {...rest} className={classes(`gt-title gt-h${level}`, props)} />;
}

/**
 * antd's Typography API (Title, Text, Paragraph with type, strong, ellipsis) as plain elements.
 * antd's own brings its editable and copyable machinery — a TextArea, tooltips, copy-to-clipboard,
 * about 10 KB gzip — to every page, and no page here edits or copies text in place.
 */
export const Typography = { Text, Paragraph, Title };
