import { useEffect, useRef, useState } from "react";
import { Alert, Avatar, Button, Empty, Flex, Input, Skeleton, Tooltip } from "antd";
import { Typography } from "./Typography";
import { SendOutlined } from "@ant-design/icons";
import { formatDateTime, relativeFrom } from "../engine/relative-time";
import { useTranslation } from "../i18n/use-translation";

export interface ChatMessage {
  id: number | string;
  mine: boolean;
  author: string;
  body: string;
  at: string;
}

/**
 * A threaded conversation: messages oldest first, mine on the right, and a reply box that keeps the text
 * when sending fails. Used by the ticket chat (with platform support) and the staff support chat.
 */
export function ChatThread({
  messages,
  loading,
  error,
  closedText,
  onSend,
  sending,
  placeholder,
}: {
  messages: ChatMessage[];
  loading: boolean;
  error?: string;
  closedText?: string;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation("communication");
  const [text, setText] = useState("");
  const end = useRef<HTMLDivElement>(null);
  // Braces, not an arrow's value: Chromium's scrollIntoView now returns a Promise, and React calls whatever an
  // effect returns as its cleanup, so leaving the page threw "is not a function" and blanked the console.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length]);

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await onSend(body);
      setText("");
    } catch {
      // The caller shows why; the text stays for another try.
    }
  };

  return (
    <Flex vertical gap={12}>
      <div style={{ maxHeight: "55vh", overflowY: "auto", padding: "8px 4px", background: "#f8faf9", borderRadius: 8 }} data-testid="chat-thread">
        {error ? (
          <Alert type="error" showIcon message={error} />
        ) : loading ? (
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        ) : messages.length === 0 ? (
          <Empty description={t("chat.none")} />
        ) : (
          <Flex vertical gap={12}>
            {messages.map((m) => (
              <Flex key={m.id} justify={m.mine ? "flex-end" : "flex-start"} gap={8} align="flex-end">
                {!m.mine && <Avatar style={{ background: "#0b6e4f", flex: "none" }}>{m.author.slice(0, 1).toUpperCase()}</Avatar>}
                <div
                  style={{
                    maxWidth: "72%",
                    background: m.mine ? "#0b6e4f" : "#fff",
                    color: m.mine ? "#fff" : undefined,
                    border: m.mine ? "none" : "1px solid #e6ebe9",
                    borderRadius: 12,
                    padding: "8px 12px",
                  }}
                >
                  <div style={{ fontSize: 12, opacity: 0.8, marginBottom: 2 }}>{m.author}</div>
                  <div style={{ whiteSpace: "pre-wrap" }}>{m.body}</div>
                  <Tooltip title={formatDateTime(m.at)}>
                    <div style={{ fontSize: 11, opacity: 0.7, marginTop: 4, textAlign: "right" }}>{relativeFrom(m.at)}</div>
                  </Tooltip>
                </div>
              </Flex>
            ))}
            <div ref={end} />
          </Flex>
        )}
      </div>
      {closedText ? (
        <Typography.Text type="secondary">{closedText}</Typography.Text>
      ) : (
        <Flex gap={8} align="flex-end">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={placeholder}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={4000}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
          />
          <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!text.trim()} onClick={() => void send()}>
            {t("chat.send")}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
