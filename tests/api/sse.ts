/** A Server-Sent Events reader for the API tests: what arrives, as it arrives, with the status and headers. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (from the start) that matches, or rejects after `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    ended = (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event: SseEvent = { event: "message", data: "" };
            let isEvent = false;
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) {
                comments.push(line.slice(1).trim());
                continue;
              }
              if (line.startsWith("id:")) event.id = line.slice(3).trim();
              else if (line.startsWith("event:")) event.event = line.slice(6).trim();
              else if (line.startsWith("data:")) event.data += line.slice(5).trim();
              else continue;
              isEvent = true;
            }
            if (isEvent) events.push(event);
            wake();
          }
        }
      } catch {
        // aborted by close()
      }
      wake();
    })();
  } else await res.text();
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    close: () => controller.abort(),
    next: (match, ms = 2000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
}
