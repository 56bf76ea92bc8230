import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface CertificateFiles {
  readonly cert: string;
  readonly key: string;
}

export const certificateFiles = (dir: string): CertificateFiles => ({
  cert: path.join(dir, "cert.pem"),
  key: path.join(dir, "key.pem"),
});

/**
 * A self-signed certificate for 127.0.0.1 in `dir`, made with the openssl
 * command line (present on Debian) unless it is already there. MSAL insists
 * on an https authority; the browser is told to ignore the certificate and
 * the Corkboard server trusts it through NODE_EXTRA_CA_CERTS.
 */
export function ensureCertificate(dir: string): CertificateFiles {
  const files = certificateFiles(dir);
  if (fs.existsSync(files.cert) && fs.existsSync(files.key)) return files;
  fs.mkdirSync(dir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(dir, "new-"));
  const made = certificateFiles(scratch);
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-sha256",
        "-days",
        "7",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        made.key,
        "-out",
        made.cert,
      ],
      { stdio: "pipe" },
    );
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "the openssl command is missing (Debian: apt-get install -y openssl)"
        : String((error as { stderr?: unknown }).stderr ?? error);
    throw new Error(`Could not make the fake identity provider's certificate: ${reason}`);
  }
  // The key first: the certificate's presence marks a complete pair.
  fs.renameSync(made.key, files.key);
  fs.renameSync(made.cert, files.cert);
  fs.rmSync(scratch, { recursive: true, force: true });
  return files;
}
