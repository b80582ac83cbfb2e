import { describe, expect, it } from 'vitest';
import { descreverDispositivo } from '../../../src/server/modules/sessoes/dispositivo.ts';
import { agruparPorUsuario, estadoDaSessao, podeDerrubar, type SessaoConectada } from '../../../src/web/pages/sessoes/sessoes.ts';
import { avisoDeEdicao } from '../../../src/web/resources/edicao.tsx';
import { ROTAS } from '../../../src/web/menu/rotas.ts';

describe('descreverDispositivo', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'Chrome 156 · Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91', 'Edge 120 · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 · Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17 · macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      'Chrome 124 · iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 24 · Android',
    ],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 OPR/80.0.0.0', 'Opera 80 · Android'],
    ['curl/8.5.0', 'curl 8'],
    ['node', 'node'],
  ])('%s', (ua, esperado) => {
    expect(descreverDispositivo(ua)).toBe(esperado);
  });
  it('vazio', () => {
    expect(descreverDispositivo(null)).toBe('Dispositivo desconhecido');
    expect(descreverDispositivo('  ')).toBe('Dispositivo desconhecido');
  });
});

const sessao = (p: Partial<SessaoConectada>): SessaoConectada => ({
  id: 'x',
  usuario_id: 1,
  usuario_nome: 'Ana',
  usuario_login: 'ana',
  dispositivo: 'Chrome 1 · Linux',
  user_agent: null,
  ip: null,
  criado_em: '2026-01-01T10:00:00Z',
  ultimo_uso: '2026-01-01T10:00:00Z',
  expira_em: '2026-01-02T10:00:00Z',
  lembrar_me: false,
  propria: false,
  conexoes: 0,
  conexoesAtivas: [],
  ...p,
});

describe('tela de usuários conectados', () => {
  it('agrupa por usuário (nome), sessão própria primeiro, depois online, depois uso recente', () => {
    const g = agruparPorUsuario([
      sessao({ id: 'a1', usuario_id: 2, usuario_nome: 'Bruno', ultimo_uso: '2026-01-01T11:00:00Z' }),
      sessao({ id: 'a2', usuario_id: 2, usuario_nome: 'Bruno', conexoes: 1 }),
      sessao({ id: 'a3', usuario_id: 2, usuario_nome: 'Bruno', propria: true }),
      sessao({ id: 'b1', usuario_id: 1, usuario_nome: 'Álvaro', ultimo_uso: '2026-01-01T09:00:00Z' }),
      sessao({ id: 'b2', usuario_id: 1, usuario_nome: 'Álvaro', ultimo_uso: '2026-01-01T12:00:00Z' }),
    ]);
    expect(g.map((x) => x.nome)).toEqual(['Álvaro', 'Bruno']);
    expect(g[0]!.sessoes.map((s) => s.id)).toEqual(['b2', 'b1']);
    expect(g[0]!.online).toBe(false);
    expect(g[1]!.sessoes.map((s) => s.id)).toEqual(['a3', 'a2', 'a1']);
    expect(g[1]!.online).toBe(true);
  });
  it('estado e derrubar', () => {
    expect(estadoDaSessao({ conexoes: 2 })).toBe('online');
    expect(estadoDaSessao({ conexoes: 0 })).toBe('ociosa');
    expect(podeDerrubar({ propria: true })).toBe(false);
    expect(podeDerrubar({ propria: false })).toBe(true);
  });
  it('a rota usuarios/sessaousuario é a página própria (sem redirecionar para a lista gerada)', () => {
    const r = ROTAS.find((x) => x.path === 'usuarios/sessaousuario')!;
    expect(r).toMatchObject({ componente: 'sessoesConectadas', built: true });
    expect(r.alias).toBeUndefined();
  });
});

describe('aviso de edição', () => {
  it('trava própria ou resposta vazia: sem aviso', () => {
    expect(avisoDeEdicao({ Success: true, Data: { usuario: 'Eu', desde: '2026-01-01T10:00:00Z' } })).toBeNull();
    expect(avisoDeEdicao(null)).toBeNull();
    expect(avisoDeEdicao({ Success: false })).toBeNull();
  });
  it('trava de outro usuário: nome e hora (fuso do servidor)', () => {
    expect(avisoDeEdicao({ Success: false, Message: 'x', Data: { usuario: 'Luíza', desde: '2026-01-01T13:05:00Z' } })).toMatch(
      /^Em edição por Luíza desde 10:05\./,
    );
    expect(avisoDeEdicao({ Success: false, Data: { usuario: 'Luíza', desde: '2026-01-01T13:05:00Z' } }, 'UTC')).toMatch(/desde 13:05/);
  });
  it('sem dados: usa a mensagem do servidor', () => {
    expect(avisoDeEdicao({ Success: false, Message: 'Registro em edição por Ana desde 09:00' })).toBe('Registro em edição por Ana desde 09:00.');
  });
});
