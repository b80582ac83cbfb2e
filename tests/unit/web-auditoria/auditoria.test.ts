import { describe, expect, it } from 'vitest';
import { FILTROS_VAZIOS, consultaAuditoria, mudou, valorLegivel } from '../../../src/web/pages/auditoria/auditoria.ts';
import { ROTAS } from '../../../src/web/menu/rotas.ts';

describe('tela de auditoria', () => {
  it('consulta só com os filtros preenchidos, página 1-based', () => {
    expect(consultaAuditoria(FILTROS_VAZIOS, 1, 25)).toBe('?pagina=1&tamanho=25');
    expect(consultaAuditoria({ ...FILTROS_VAZIOS, entidade: 'cliente', de: '2026-11-01', registro_id: ' 12 ' }, 3, 50)).toBe(
      '?entidade=cliente&registro_id=12&de=2026-11-01&pagina=3&tamanho=50',
    );
  });

  it('valores como o usuário lê: vazio, Sim/Não, datas pt-BR, listas filhas item a item', () => {
    expect(valorLegivel(null)).toBe('—');
    expect(valorLegivel('')).toBe('—');
    expect(valorLegivel(true)).toBe('Sim');
    expect(valorLegivel(false)).toBe('Não');
    expect(valorLegivel('2026-03-05')).toBe('05/03/2026');
    expect(valorLegivel('2026-03-05T14:07:09')).toBe('05/03/2026 14:07:09');
    expect(valorLegivel('12.50')).toBe('12.50');
    expect(valorLegivel([])).toBe('(nenhum)');
    expect(valorLegivel([{ id: 3, emitente_id: 1, email: 'a@b.com.br', envia_nfe: true }])).toBe('• id: 3; email: a@b.com.br; envia_nfe: Sim');
  });

  it('mudou: compara por valor', () => {
    expect(mudou({ campo: 'x', titulo: 'X', antes: [1], depois: [1] })).toBe(false);
    expect(mudou({ campo: 'x', titulo: 'X', antes: null, depois: 'a' })).toBe(true);
  });

  it('auditoria/consultar é uma página própria construída', () => {
    const r = ROTAS.find((x) => x.path === 'auditoria/consultar')!;
    expect(r).toMatchObject({ built: true, componente: 'auditoria' });
  });
});
