import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** A demo content file: its YAML front matter and the Markdown after it. */
export interface FrontMatterFile<Meta> {
  file: string;
  meta: Meta;
  body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/;

/** Splits `---`-fenced YAML front matter from the Markdown body; a file without it is refused by name. */
export function parseFrontMatter<Meta>(text: string, file: string): FrontMatterFile<Meta> {
  const parts = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!parts) throw new Error(`${file}: a demo content file starts with YAML front matter between two --- lines`);
  return { file, meta: parseYaml(parts[1]!) as Meta, body: parts[2]!.trim() };
}

/** Every `.md` file under `folder` but its READMEs, sub-folders included, in name order (number prefixes set the order). */
export function readFrontMatterFolder<Meta>(folder: string): FrontMatterFile<Meta>[] {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return readFrontMatterFolder<Meta>(full);
    const content = entry.name.endsWith('.md') && entry.name !== 'README.md';
    return content ? [parseFrontMatter<Meta>(readFileSync(full, 'utf8'), full)] : [];
  });
}
