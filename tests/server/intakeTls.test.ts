import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCertificate } from "../../e2e/support/certificate";
import { signUpUser } from "./support/product";
import {
  composeMail,
  deliver,
  forwardingAddress,
  type IntakeServer,
  startIntakeServer,
} from "./support/smtp";

/** Sends over SMTP insisting on STARTTLS (the test certificate is self-signed). */
async function deliverOverTls(port: number, to: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    requireTLS: true,
    tls: { rejectUnauthorized: false },
    connectionTimeout: 10_000,
  });
  try {
    return await transport.sendMail({ envelope: { from: "office@school.example", to }, raw });
  } finally {
    transport.close();
  }
}

describe("STARTTLS on the inbound SMTP server", () => {
  let dataDir: string;
  let withTls: IntakeServer;
  let plain: IntakeServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-smtp-tls-"));
    ensureCertificate(path.join(dataDir, "tls"));
    withTls = await startIntakeServer("pglite", { DATA_DIR: dataDir });
    plain = await startIntakeServer("pglite", {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-smtp-plain-")),
    });
  });
  afterAll(async () => {
    await withTls?.close();
    await plain?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const message = (to: string) =>
    composeMail({
      from: "office@school.example",
      to,
      subject: "Sports day",
      text: "Sports day on Friday 12 June 2026 at 9am.",
    });

  it("is offered when DATA_DIR holds tls/cert.pem and tls/key.pem, and the message is accepted over it", async () => {
    const user = await signUpUser(withTls, "tls");
    const address = await forwardingAddress(withTls, user);
    const info = await deliverOverTls(withTls.smtpPort, address, message(address));
    expect(info.response).toMatch(/^250 /);
    // Plain delivery still works: STARTTLS is offered, not required.
    expect(
      (await deliver(withTls.smtpPort, { to: address, raw: message(address) })).response,
    ).toMatch(/^250 /);
  });

  it("is not offered without a certificate, so a client that requires it cannot send", async () => {
    const user = await signUpUser(plain, "plain");
    const address = await forwardingAddress(plain, user);
    await expect(deliverOverTls(plain.smtpPort, address, message(address))).rejects.toThrow(
      /STARTTLS/,
    );
  });
});
