import { describe, expect, it } from "vitest";
import { threadWithProblem } from "../../src/ui/thread-with-problem";

const ticket = { id: 7, description: "Withdrawal of ₹5,000 not received after 3 days.", created_at: "2026-11-20T10:00:00.000Z" };
const reply = { id: 1, mine: false, author: "Galla Support", body: "Checking with the bank.", at: "2026-11-20T11:00:00.000Z" };

describe("a ticket's thread", () => {
  it("starts with the problem the owner described, as their own message", () => {
    const thread = threadWithProblem(ticket, [reply]);
    expect(thread.map((m) => m.body)).toEqual([ticket.description, reply.body]);
    expect(thread[0]).toMatchObject({ mine: true, at: ticket.created_at });
  });
  it("shows the problem even before anyone replied", () => {
    expect(threadWithProblem(ticket, []).map((m) => m.body)).toEqual([ticket.description]);
  });
  it("does not repeat a description already stored as the first message", () => {
    const first = { id: 2, mine: true, author: "Ramesh", body: ticket.description, at: ticket.created_at };
    expect(threadWithProblem(ticket, [first, reply])).toHaveLength(2);
  });
});
