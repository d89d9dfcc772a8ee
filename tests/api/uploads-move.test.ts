import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '@/server/startup/start';
import { setUpTestApi } from '../support/api';

const env = setUpTestApi();

const NAME = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0.pdf';
const CONTENT = new TextEncoder().encode('%PDF-1.4\n% a file stored on disk before uploads moved\n%%EOF\n');

describe('uploads stored on disk by an earlier version', () => {
  it('move into the database at start, once, and are served from there', async () => {
    const dir = join(env.api.deps.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, NAME), CONTENT);
    writeFileSync(join(dir, 'notes.txt'), 'not an upload');

    await prepareDatabase(env.api.deps.config, env.api.deps.database);
    const served = await env.api.app.fetch(new Request(`http://visapath.test/api/uploads/${NAME}`));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(CONTENT);
    expect(existsSync(join(dir, NAME))).toBe(false);
    // Anything that is not an upload is left where it is.
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);

    // A second start finds nothing to move and changes nothing.
    await prepareDatabase(env.api.deps.config, env.api.deps.database);
    const again = await env.api.app.fetch(new Request(`http://visapath.test/api/uploads/${NAME}`));
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(CONTENT);
  });
});
