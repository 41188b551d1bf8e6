import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type forgeModule from 'node-forge';

/** node-forge makes the throwaway certificates; without it the wallet tests cannot run. */
async function loadForge(): Promise<typeof forgeModule> {
  try {
    return (await import('node-forge')).default;
  } catch {
    throw new Error(
      'The wallet tests make throwaway certificates with node-forge (a devDependency of the server): run `npm ci` first.',
    );
  }
}

const pem = (key: KeyObject) => key.export({ type: 'pkcs1', format: 'pem' }).toString();

export interface ThrowawayWallets {
  /** The environment that switches both wallets on with the files below. */
  env: Record<string, string>;
  /** The test root of trust: the WWDR certificate is issued by it, the signer's by the WWDR. */
  caPem: string;
  wwdrPem: string;
  signerPem: string;
  /** The Google service account's public key (PEM), to verify the save links' JWTs. */
  googlePublicKey: KeyObject;
  dir: string;
}

/**
 * A throwaway CA, an Apple WWDR intermediate it issues, a pass signer certificate the WWDR issues
 * (its key under a passphrase), and a Google service account key file: what a museum would set,
 * made in the test (fixed validity dates, RSA keys by node's crypto, certificates by node-forge).
 */
export async function throwawayWallets(): Promise<ThrowawayWallets> {
  const forge = await loadForge();
  const pki = forge.pki;
  const keys = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return { privateKey, publicKey, forgePrivate: pki.privateKeyFromPem(pem(privateKey)) };
  };
  const certificate = (options: {
    cn: string;
    serial: string;
    subjectKey: ReturnType<typeof keys>;
    issuer?: { cert: forgeModule.pki.Certificate; key: ReturnType<typeof keys> };
    ca: boolean;
  }) => {
    const cert = pki.createCertificate();
    cert.publicKey = pki.publicKeyFromPem(
      options.subjectKey.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    );
    cert.serialNumber = options.serial;
    cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
    cert.validity.notAfter = new Date('2045-01-01T00:00:00Z');
    const subject = [
      { name: 'commonName', value: options.cn },
      { name: 'organizationName', value: 'Throwaway test' },
    ];
    cert.setSubject(subject);
    cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
    cert.setExtensions([
      { name: 'basicConstraints', cA: options.ca, critical: true },
      {
        name: 'keyUsage',
        keyCertSign: options.ca,
        cRLSign: options.ca,
        digitalSignature: true,
        critical: true,
      },
    ]);
    cert.sign((options.issuer?.key ?? options.subjectKey).forgePrivate, forge.md.sha256.create());
    return cert;
  };
  const caKey = keys();
  const ca = certificate({ cn: 'Throwaway root', serial: '01', subjectKey: caKey, ca: true });
  const wwdrKey = keys();
  const wwdr = certificate({
    cn: 'Throwaway WWDR',
    serial: '02',
    subjectKey: wwdrKey,
    issuer: { cert: ca, key: caKey },
    ca: true,
  });
  const signerKey = keys();
  const signer = certificate({
    cn: 'Pass Type ID: pass.org.museum.test',
    serial: '03',
    subjectKey: signerKey,
    issuer: { cert: wwdr, key: wwdrKey },
    ca: false,
  });
  const google = keys();

  const dir = mkdtempSync(join(tmpdir(), 'museum-wallet-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const passphrase = 'throwaway passphrase';
  const caPem = pki.certificateToPem(ca);
  const wwdrPem = pki.certificateToPem(wwdr);
  const signerPem = pki.certificateToPem(signer);
  const env = {
    APPLE_WALLET_PASS_TYPE_ID: 'pass.org.museum.test',
    APPLE_WALLET_TEAM_ID: 'A1B2C3D4E5',
    APPLE_WALLET_CERT: file('signer.pem', signerPem),
    APPLE_WALLET_KEY: file(
      'signer-key.pem',
      pki.encryptRsaPrivateKey(signerKey.forgePrivate, passphrase, { algorithm: 'aes256' }),
    ),
    APPLE_WALLET_KEY_PASSPHRASE: passphrase,
    APPLE_WALLET_WWDR: file('wwdr.pem', wwdrPem),
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT: file(
      'service-account.json',
      JSON.stringify({
        type: 'service_account',
        client_email: 'wallet@museum-test.iam.gserviceaccount.com',
        private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
    ),
  };
  return { env, caPem, wwdrPem, signerPem, googlePublicKey: google.publicKey, dir };
}
