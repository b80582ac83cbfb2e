import { beforeEach, describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { CATALOGO, IDIOMAS, criarI18nProvider, mesclar } from '../../../src/web/i18n/index.ts';
import frameworkEs from '../../../src/web/i18n/framework/es.ts';
import frameworkDe from '../../../src/web/i18n/framework/de.ts';
import frameworkJa from '../../../src/web/i18n/framework/ja.ts';
import { PAGINAS, SECOES } from '../../../src/web/menu/rotas.ts';
import { CHAVES } from '../../../src/web/session/chaves.ts';
import { instalarStorage } from './apoio.ts';

beforeEach(() => instalarStorage());

function folhas(o: unknown, prefixo = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefixo];
  return Object.entries(o).flatMap(([k, v]) => folhas(v, prefixo ? `${prefixo}.${k}` : k));
}

describe('i18n (arquitetura §8)', () => {
  it('seis idiomas, pt-BR padrão; a escolha fica no localStorage', () => {
    expect(IDIOMAS.map((i) => i.locale)).toEqual(['pt-BR', 'en', 'es', 'de', 'ja', 'fr']);
    expect(criarI18nProvider().getLocale()).toBe('pt-BR');
    localStorage.setItem(CHAVES.idioma, 'ja');
    expect(criarI18nProvider().getLocale()).toBe('ja');
    localStorage.setItem(CHAVES.idioma, 'xx');
    expect(criarI18nProvider().getLocale()).toBe('pt-BR');
  });

  it('rótulos de navegação (seções, páginas, ações, layout) traduzidos nos seis idiomas, sem chave faltando', () => {
    const base = folhas((CATALOGO['pt-BR'] as { app: unknown }).app);
    expect(base.length).toBeGreaterThan(100);
    for (const { locale } of IDIOMAS) {
      const app = (CATALOGO[locale] as { app: unknown }).app;
      const chaves = folhas(app);
      expect(chaves.sort(), locale).toEqual([...base].sort());
      for (const c of chaves) {
        const v = c.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], app);
        expect(typeof v === 'string' && v.length > 0, `${locale}: ${c}`).toBe(true);
      }
    }
    const pt = CATALOGO['pt-BR'] as { app: { paginas: Record<string, string>; secoes: Record<string, string> } };
    expect(pt.app.paginas).toEqual(PAGINAS);
    expect(Object.values(pt.app.secoes)).toEqual(SECOES.map((s) => s.rotulo));
  });

  it('es, de e ja têm os textos do react-admin mais vistos (ações, navegação, notificações, validação, páginas)', () => {
    const en = englishMessages as unknown as { ra: Record<string, unknown> };
    for (const [nome, fw] of [
      ['es', frameworkEs],
      ['de', frameworkDe],
      ['ja', frameworkJa],
    ] as const) {
      for (const grupo of ['action', 'navigation', 'notification', 'validation', 'page', 'auth', 'boolean', 'message', 'sort', 'input']) {
        const esperado = folhas(en.ra[grupo], `ra.${grupo}`);
        const tem = new Set(folhas((fw as { ra: Record<string, unknown> }).ra[grupo], `ra.${grupo}`));
        for (const k of esperado) expect(tem.has(k), `${nome}: ${k}`).toBe(true);
      }
    }
  });

  it('traduz navegação e framework; pt-BR usa o pacote ra-language-pt-br com os nossos ajustes', async () => {
    const p = criarI18nProvider();
    expect(p.translate('app.secoes.gestao')).toBe('Gestão');
    expect(p.translate('ra.action.save')).toBe('Salvar');
    expect(p.translate('ra.action.delete')).toBe('Excluir');
    expect(p.translate('resources.cliente.name', { smart_count: 2 })).toBe('Clientes');
    for (const [l, secao, salvar] of [
      ['en', 'Management', 'Save'],
      ['es', 'Gestión', 'Guardar'],
      ['de', 'Verwaltung', 'Speichern'],
      ['ja', '管理', '保存'],
      ['fr', 'Gestion', 'Enregistrer'],
    ] as const) {
      await p.changeLocale(l);
      expect(p.translate('app.secoes.gestao'), l).toBe(secao);
      expect(p.translate('ra.action.save'), l).toBe(salvar);
    }
  });

  it('mesclar é profundo e não altera as fontes', () => {
    const a = { ra: { action: { save: 'A', cancel: 'C' } } };
    const b = { ra: { action: { save: 'B' } } };
    expect(mesclar(a, b)).toEqual({ ra: { action: { save: 'B', cancel: 'C' } } });
    expect(a.ra.action.save).toBe('A');
  });
});
