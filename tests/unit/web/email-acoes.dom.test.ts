// @vitest-environment jsdom
/**
 * Ações de e-mail só quando o servidor envia e-mail (`GET /v1/email/Situacao`):
 * sem SMTP, o compartilhamento da NFC-e não mostra "Enviar por e-mail" (o WhatsApp continua) e o menu
 * da NF-e não tem a ação; com SMTP, as duas aparecem.
 */
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { CompartilharNFCe } from '../../../src/web/pages/pdv/Compartilhar.tsx';
import { acoesDaNota, type FazeresNota } from '../../../src/web/pages/nfe/MenuAcoesNota.tsx';
import { emailConfigurado, esquecerSituacaoEmail } from '../../../src/web/providers/email.ts';
import type { LinhaFaturamento } from '../../../src/web/pages/faturamento/FaturamentoLista.tsx';
import { falsoFetch, resposta } from './apoio.ts';

function servidor(configurado: boolean) {
  return falsoFetch((c) =>
    c.url.endsWith('/v1/email/Situacao')
      ? resposta(200, { Success: true, Message: null, Data: { configurado, mensagem: configurado ? null : 'E-mail não configurado neste servidor.' } })
      : resposta(404, { Success: false, Message: 'Rota não encontrada.' }),
  );
}

const venda = { id: 7, serie: 1, chave: '35261111222333000181650010000000071000000071' };

beforeEach(() => {
  esquecerSituacaoEmail();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('compartilhar a NFC-e', () => {
  it('sem e-mail configurado: só o WhatsApp, nenhum campo ou botão de e-mail', async () => {
    const { chamadas } = servidor(false);
    render(createElement(CompartilharNFCe, { venda }));
    expect(await screen.findByRole('button', { name: 'WhatsApp' })).toBeTruthy();
    await waitFor(() => expect(chamadas.some((c) => c.url.endsWith('/v1/email/Situacao'))).toBe(true));
    await emailConfigurado();
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
    expect(screen.queryByLabelText('E-mail do consumidor')).toBeNull();
  });

  it('com e-mail configurado: o campo e o botão aparecem', async () => {
    servidor(true);
    render(createElement(CompartilharNFCe, { venda }));
    expect(await screen.findByRole('button', { name: 'Enviar por e-mail' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail do consumidor')).toBeTruthy();
  });

  it('falha na consulta da situação: esconde e pergunta de novo na próxima vez', async () => {
    const { chamadas } = falsoFetch(() => resposta(500, { Success: false, Message: 'Erro interno.' }));
    expect(await emailConfigurado()).toBe(false);
    expect(await emailConfigurado()).toBe(false);
    expect(chamadas.filter((c) => c.url.endsWith('/v1/email/Situacao'))).toHaveLength(2);
  });
});

describe('menu de ações da NF-e', () => {
  const nota = { id: 1, situacao: 'autorizada', chave: '3'.repeat(44), tipo_operacao: 1, finalidade: 1 } as unknown as LinhaFaturamento;
  const f = new Proxy({}, { get: () => () => undefined }) as FazeresNota;
  it('sem e-mail configurado não oferece "Enviar por e-mail"; com ele, oferece', () => {
    expect(acoesDaNota(nota, f, false).map((a) => a.rotulo)).not.toContain('Enviar por e-mail');
    expect(acoesDaNota(nota, f, true).map((a) => a.rotulo)).toContain('Enviar por e-mail');
  });
});
