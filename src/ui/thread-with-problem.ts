import type { ChatMessage } from "./ChatThread";

/**
 * A ticket's conversation as the owner remembers it: the problem they described when raising it comes first,
 * then the replies. Older tickets also stored that description as their first message; it is not shown twice.
 */
export function threadWithProblem(ticket: { id: number; description: string; created_at: string }, replies: ChatMessage[], owner = "You"): ChatMessage[] {
  const problem = ticket.description?.trim();
  if (!problem) return replies;
  const first = replies[0];
  if (first?.mine && first.body.trim() === problem) return replies;
  return [{ id: `problem-${ticket.id}`, mine: true, author: owner, body: problem, at: ticket.created_at }, ...replies];
}
