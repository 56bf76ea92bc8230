import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fillTemplate, pageLinks } from "../../server/build/buildApp";
import { staleReason } from "../../server/build/freshness";
import { buildPaths } from "../../server/build/paths";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-build-"));
  folders.push(folder);
  return folder;
}

function setTime(file: string, secondsAgo: number) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, time, time);
}

describe("whether npm start must build", () => {
  it("builds when there is no complete build", () => {
    const paths = buildPaths(tempFolder());
    expect(staleReason(paths, [])).toBe("no complete build was found");
  });

  it("reuses a build newer than every source and rebuilds after a source changes", () => {
    const root = tempFolder();
    const paths = buildPaths(path.join(root, "dist"));
    const sources = path.join(root, "src");
    fs.mkdirSync(path.join(sources, "ui"), { recursive: true });
    const source = path.join(sources, "ui", "Button.tsx");
    fs.writeFileSync(source, "export {}");
    setTime(source, 60);
    setTime(path.join(sources, "ui"), 60);
    setTime(sources, 60);
    fs.mkdirSync(paths.distDir, { recursive: true });
    fs.writeFileSync(paths.stampFile, "{}");
    setTime(paths.stampFile, 30);
    expect(staleReason(paths, [sources])).toBeNull();

    fs.writeFileSync(source, "export const changed = true;");
    expect(staleReason(paths, [sources])).toBe("src changed since the last build");
  });
});

describe("prerendered HTML", () => {
  const template =
    '<html><head><title>Corkboard</title><meta name="description" content="x" /></head><body><div id="root"><!--app-html--></div></body></html>';

  it("fills the body, the title and the description, escaping them", () => {
    const html = fillTemplate(template, {
      html: "<main>Hello</main>",
      title: 'Terms & "conditions"',
      description: "Read <this>",
      source: undefined,
    });
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html).toContain("<title>Terms &amp; &quot;conditions&quot;</title>");
    expect(html).toContain('<meta name="description" content="Read &lt;this&gt;" />');
  });

  it("links a lazy page's styles and preloads its chunks, without the entry", () => {
    const manifest = {
      "index.html": { file: "assets/index-1.js", isEntry: true, css: ["assets/index-1.css"] },
      "src/routes/public/FaqPage.tsx": {
        file: "assets/FaqPage-2.js",
        css: ["assets/FaqPage-2.css"],
        imports: ["index.html", "_Page-3.js"],
      },
      "_Page-3.js": { file: "assets/Page-3.js" },
    };
    const links = pageLinks(manifest, "src/routes/public/FaqPage.tsx");
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/FaqPage-2.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/FaqPage-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Page-3.js">',
    );
    expect(pageLinks(manifest, undefined)).toBe("");
    expect(() => pageLinks(manifest, "src/Missing.tsx")).toThrow("not in the build manifest");
  });
});
