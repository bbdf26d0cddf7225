import { webcrypto } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { fingerprint, sha256 } from './fingerprint';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('fingerprint', () => {
  it('is the SHA-256 of the text in hex, with crypto.subtle', async () => {
    expect(await fingerprint('abc', webcrypto.subtle as SubtleCrypto)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the same answer without crypto.subtle (a page served over plain http)', async () => {
    const text = 'id,email\r\n1,สมหญิง@demo.test\r\n'.repeat(20);
    expect(await fingerprint(text, undefined)).toBe(await fingerprint(text, webcrypto.subtle as SubtleCrypto));
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('ignores a byte-order mark, so the same file read either way has one fingerprint', async () => {
    expect(await fingerprint('\uFEFFabc', undefined)).toBe(await fingerprint('abc', undefined));
  });
});
