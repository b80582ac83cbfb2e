/**
 * Ajuda dos testes de NF-e: servidor de teste (helpers.ts) + simulador da SEFAZ real (HTTPS com
 * TLS mútuo em 127.0.0.1) com uma AC de teste nova, certificados A1 de teste para os emitentes da
 * demonstração e o arquivo de XML num diretório temporário.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorSefaz } from '../../src/sefaz-simulator/index.ts';

export interface ServidorNFe {
  s: TestServer;
  sefaz: SimuladorSefaz;
  xmlDir: string;
  close(): Promise<void>;
}

export async function iniciarServidorNFe(demoSize = 12): Promise<ServidorNFe> {
  const xmlDir = mkdtempSync(join(tmpdir(), 'erp-nfe-xml-'));
  const s = await startTestServer({ demoSize, xmlArchiveDir: xmlDir, sefazSimulador: true });
  const sim = await iniciarSimuladorDoServidor(s.config, {
    ca: criarAutoridadeTeste(),
    porta: 0,
    rede: { tentativas: 2, backoffMs: 20, timeoutRespostaMs: 15_000 },
  });
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  return {
    s,
    sefaz: sim.simulador,
    xmlDir,
    async close() {
      await s.close();
      await sim.parar();
      rmSync(xmlDir, { recursive: true, force: true });
    },
  };
}
