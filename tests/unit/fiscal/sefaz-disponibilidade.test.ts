/**
 * classificarFalhaSefaz (src/fiscal/sefaz/disponibilidade.ts): a única regra de "SEFAZ fora" usada
 * pela NFC-e (contingência off-line) e pela NF-e (sugestão da SVC). Falhas reais do transporte
 * (conexão recusada, handshake TLS com bytes que não são TLS) contra servidores locais; HTTP e
 * cStat pelas formas que o cliente SOAP devolve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { criarAutoridadeTeste } from '../../../src/fiscal/certificado/index.ts';
import {
  SefazError,
  classificarFalhaSefaz,
  enviarSoap,
  sefazIndisponivel,
  tabelaDoSimulador,
  urlServico,
  type OpcoesTransporte,
} from '../../../src/fiscal/sefaz/index.ts';

let lixo: net.Server;
let portaLixo = 0;
let portaFechada = 0;
let transporte: OpcoesTransporte;
const abertas = new Set<net.Socket>();

beforeAll(async () => {
  const ac = criarAutoridadeTeste('AC do teste de disponibilidade');
  transporte = {
    certificadoPem: ac.certificadoPem,
    chavePrivadaPem: ac.chavePrivadaPem,
    ca: [ac.certificadoPem],
    timeoutConexaoMs: 2000,
    timeoutRespostaMs: 2000,
    tentativas: 1,
    backoffMs: 10,
  };
  // responde HTTP puro a quem fala TLS: o handshake falha
  lixo = net.createServer((s) => {
    abertas.add(s);
    s.on('close', () => abertas.delete(s));
    s.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((r) => lixo.listen(0, '127.0.0.1', () => r()));
  portaLixo = (lixo.address() as AddressInfo).port;
  const tmp = net.createServer();
  await new Promise<void>((r) => tmp.listen(0, '127.0.0.1', () => r()));
  portaFechada = (tmp.address() as AddressInfo).port;
  await new Promise<void>((r) => tmp.close(() => r()));
});
afterAll(async () => {
  for (const s of abertas) s.destroy();
  await new Promise<void>((r) => lixo.close(() => r()));
});

async function falhaDe(porta: number): Promise<SefazError> {
  const entrada = urlServico(tabelaDoSimulador(`https://127.0.0.1:${porta}`), 'SP', 2, 'NfeStatusServico');
  try {
    await enviarSoap(entrada, '<consStatServ/>', transporte, true);
  } catch (e) {
    if (e instanceof SefazError) return e;
    throw e;
  }
  throw new Error('deveria falhar');
}

describe('classificarFalhaSefaz', () => {
  it('handshake TLS que falha: código tls, SEFAZ indisponível', async () => {
    const e = await falhaDe(portaLixo);
    expect(e.codigo).toBe('tls');
    expect(e.podeTerSidoProcessada).toBe(false);
    expect(classificarFalhaSefaz(e)).toBe('indisponivel');
  });

  it('conexão recusada: rede, SEFAZ indisponível', async () => {
    const e = await falhaDe(portaFechada);
    expect(e.codigo).toBe('rede');
    expect(sefazIndisponivel(e)).toBe(true);
  });

  it('tempo esgotado, HTTP 5xx e resposta que não é SOAP: indisponível; HTTP 4xx e uso: erro local', () => {
    expect(classificarFalhaSefaz(new SefazError('timeout', 'x'))).toBe('indisponivel');
    expect(classificarFalhaSefaz(new SefazError('http', 'x', { status: 503 }))).toBe('indisponivel');
    expect(classificarFalhaSefaz(new SefazError('http', 'x', { status: 502 }))).toBe('indisponivel');
    expect(classificarFalhaSefaz(new SefazError('resposta', 'x', { status: 200 }))).toBe('indisponivel');
    expect(classificarFalhaSefaz(new SefazError('certificado-servidor', 'x'))).toBe('indisponivel');
    expect(classificarFalhaSefaz(new SefazError('http', 'x', { status: 404 }))).toBe('erro-local');
    expect(classificarFalhaSefaz(new SefazError('validacao', 'x'))).toBe('erro-local');
    expect(classificarFalhaSefaz(new SefazError('configuracao', 'x'))).toBe('erro-local');
    expect(classificarFalhaSefaz(new Error('bug'))).toBe('erro-local');
  });

  it('cStat 108/109 e "serviço paralisado" são indisponibilidade; 225, 252, 539, 999 são rejeição', () => {
    expect(classificarFalhaSefaz({ cStat: '108', xMotivo: 'Serviço Paralisado Momentaneamente (curto prazo)' })).toBe('indisponivel');
    expect(classificarFalhaSefaz({ cStat: '109', xMotivo: 'Serviço Paralisado sem Previsão' })).toBe('indisponivel');
    expect(classificarFalhaSefaz({ cStat: '113', xMotivo: 'Serviço SCAN paralisado temporariamente' })).toBe('indisponivel');
    for (const cStat of ['225', '252', '539', '704', '999']) expect(classificarFalhaSefaz({ cStat, xMotivo: 'Rejeição: ...' })).toBe('rejeicao');
  });
});
