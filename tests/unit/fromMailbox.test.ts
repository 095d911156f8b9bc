import { describe, expect, it } from "vitest";
import { fromMailbox } from "../../functions/src/inbox/rawHeaders";

const message = (...headers: string[]) => Buffer.from(`${headers.join("\r\n")}\r\nSubject: hi\r\n\r\nFrom: body@not.a.header\r\n`);

describe("the sender of a raw message (one From field holding one mailbox)", () => {
  it.each([
    ["From: coach@school.edu", "coach@school.edu"],
    ["From: Coach Smith <Coach@School.EDU>", "coach@school.edu"],
    ['From: "coach@school.edu" <x@attacker.edu>', "x@attacker.edu"],
    ["From: =?utf-8?q?Zo=C3=AB?=\r\n <zoe@club.org>", "zoe@club.org"],
  ])("reads %j as %s", (header, address) => {
    expect(fromMailbox(message(header))).toEqual({ kind: "mailbox", address });
  });

  it.each([
    ["a group beside another address", ["From: Team: coach@school.edu;, x@attacker.edu"]],
    ["a group alone", ["From: Team: coach@school.edu;"]],
    ["two mailboxes", ["From: coach@school.edu, x@attacker.edu"]],
    ["two From fields", ["From: coach@school.edu", "from: x@attacker.edu"]],
    ["no From field", ["Sender: coach@school.edu"]],
    ["no address", ["From: Coach"]],
    ["an address too long to be one", [`From: ${"a".repeat(320)}@school.edu`]],
  ])("refuses %s", (_, headers) => {
    expect(fromMailbox(message(...headers))).toMatchObject({ kind: "ambiguous" });
  });
});
