/**
 * The custom lists on react-admin (providers/listas.ts, dataProvider.ts): module resources map
 * `getList` params to the endpoint's query and its answer to `{ data, total }`; registry lists with
 * the pages' own filters become one OData request with a stable order; module actions are flat
 * custom methods of the data provider.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { criarDataProvider, ODATA_MAX_TOP, recursoDoRegistro } from '../../../src/web/providers/dataProvider.ts';
import { consultaODataPropria, RECURSOS_DE_MODULO } from '../../../src/web/providers/listas.ts';
import { filtroTitulos } from '../../../src/web/pages/financeiro/filtro.ts';
import { gravarSessao } from '../../../src/web/session/usuario.ts';
import { cancelarLogoutAgendado } from '../../../src/web/providers/http.ts';
import { falsoFetch, instalarStorage, resposta, sessao, type Chamada } from './apoio.ts';

beforeEach(() => {
  instalarStorage();
  gravarSessao(sessao());
});
afterEach(() => {
  vi.unstubAllGlobals();
  cancelarLogoutAgendado();
});

const query = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1));
const params = (filter: Record<string, unknown>, page = 1, perPage = 25) => ({
  pagination: { page, perPage },
  sort: { field: 'data_hora', order: 'DESC' as const },
  filter,
});

describe('recurso de módulo trilhaAuditoria (GET /v1/auditoria/)', () => {
  const trilha = RECURSOS_DE_MODULO.trilhaAuditoria;

  it('parâmetros do getList -> consulta do endpoint: só filtros preenchidos, página 1-based e tamanho', () => {
    const q = query(trilha.consulta(params({ entidade: 'cliente', acao: '', usuario_id: 7, registro_id: ' 12 ', de: '2026-11-01' }, 3, 50)));
    expect(Object.fromEntries(q)).toEqual({ entidade: 'cliente', usuario_id: '7', registro_id: '12', de: '2026-11-01', pagina: '3', tamanho: '50' });
    // filters the endpoint does not know are not sent; sizes outside 1..100 are clamped
    expect(Object.fromEntries(query(trilha.consulta(params({ q: 'x' }, 0, 500))))).toEqual({ pagina: '1', tamanho: '100' });
  });

  it('resposta -> { data, total }', () => {
    const itens = [{ id: 9, acao: 'alterar' }];
    expect(trilha.resposta({ itens, total: 31, pagina: 2, tamanho: 25 })).toEqual({ data: itens, total: 31 });
    expect(trilha.resposta(null)).toEqual({ data: [], total: 0 });
  });

  it('o dataProvider lista e lê um registro pelo endpoint do módulo, desembrulhando Data', async () => {
    const { chamadas } = falsoFetch((c: Chamada) =>
      c.url.startsWith('/v1/auditoria/?')
        ? resposta(200, { Success: true, Message: null, Data: { itens: [{ id: 4 }, { id: 3 }], total: 2, pagina: 1, tamanho: 25 } })
        : resposta(200, { Success: true, Message: null, Data: { id: 4, campos: [] } }),
    );
    const dp = criarDataProvider();
    expect(await dp.getList('trilhaAuditoria', params({ acao: 'excluir' }))).toEqual({ data: [{ id: 4 }, { id: 3 }], total: 2 });
    expect(chamadas[0].url).toBe('/v1/auditoria/?acao=excluir&pagina=1&tamanho=25');
    expect((await dp.getOne('trilhaAuditoria', { id: 4 })).data).toEqual({ id: 4, campos: [] });
    expect(chamadas[1].url).toBe('/v1/auditoria/4');
  });

  it('erro do endpoint chega como HttpError com a Message pt-BR do servidor', async () => {
    falsoFetch(() => resposta(403, { Success: false, Message: 'Sem permissão para consultar a auditoria.', Data: null }));
    await expect(criarDataProvider().getList('trilhaAuditoria', params({}))).rejects.toMatchObject({
      status: 403,
      message: 'Sem permissão para consultar a auditoria.',
    });
  });
});

describe('filtros próprios das listas do registro -> uma consulta OData', () => {
  it('faturamento: situação, busca, período de emissão e "exceto digitação"; ordem com desempate pela chave', () => {
    const r = recursoDoRegistro('faturamento');
    const url = consultaODataPropria(
      r,
      {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'data_emissao', order: 'DESC' },
        filter: { excluirDigitacao: true, situacao: 'autorizada', busca: '123', emissao_de: '2026-11-01', emissao_ate: '2026-11-30' },
      },
      ODATA_MAX_TOP,
    )!;
    expect(url.startsWith('/OData/Faturamento?')).toBe(true);
    const q = query(url);
    expect(q.get('$filter')).toBe(
      "(situacao ne 'digitacao') and situacao eq 'autorizada' and ((contains(natureza_operacao,'123') or numero eq 123 or contains(chave,'123'))) and " +
        '(data_emissao ge 2026-11-01T00:00:00-03:00) and (data_emissao le 2026-11-30T23:59:59-03:00)',
    );
    expect(q.get('$orderby')).toBe('data_emissao desc,id desc');
    expect(q.get('$top')).toBe('25');
    expect(q.get('$skip')).toBe('25');
    expect(q.get('$count')).toBe('true');
  });

  it('sem filtro nenhum a lista própria também vai pela consulta montada (ordem estável); aspas dobradas', () => {
    const r = recursoDoRegistro('faturamento');
    const q = query(consultaODataPropria(r, { pagination: { page: 1, perPage: 10 }, sort: { field: 'data_emissao', order: 'DESC' }, filter: {} }, 1000)!);
    expect(q.get('$filter')).toBeNull();
    expect(q.get('$skip')).toBeNull();
    expect(q.get('$orderby')).toBe('data_emissao desc,id desc');
    const b = query(
      consultaODataPropria(r, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { busca: "D'Ávila" } }, 1000)!,
    );
    expect(b.get('$filter')).toBe("((contains(natureza_operacao,'D''Ávila')))");
    expect(b.get('$orderby')).toBe('id asc');
  });

  it('títulos: filtro rápido, vencimento e busca com o dia de negócio; $top limitado', () => {
    const r = recursoDoRegistro('receber');
    const filtro = { rapido: 'vencidos', vencimento_de: '2026-01-01', busca: 'NF 10' };
    const q = query(consultaODataPropria(r, { pagination: { page: 1, perPage: 5000 }, sort: { field: 'vencimento', order: 'ASC' }, filter: filtro }, 1000)!);
    const hoje = filtroTitulos('vencidos', '', '', '').match(/vencimento lt (\S+)/)![1];
    expect(q.get('$filter')).toBe(
      `((situacao eq 'aberto' or situacao eq 'parcial') and vencimento lt ${hoje}) and (vencimento ge 2026-01-01) and ((contains(documento,'NF 10') or contains(descricao,'NF 10')))`,
    );
    expect(q.get('$orderby')).toBe('vencimento asc,id asc');
    expect(q.get('$top')).toBe('1000');
  });

  it('movimentos de estoque: campos numéricos sem aspas, período no fuso do negócio; data malformada não filtra', () => {
    const r = recursoDoRegistro('estoqueMovimentacao');
    const q = query(
      consultaODataPropria(
        r,
        {
          pagination: { page: 3, perPage: 50 },
          sort: { field: 'id', order: 'DESC' },
          filter: { produto_id: 8, tipo_estoque_id: '2', data_de: '2026-11-02', data_ate: '02/11/2026' },
        },
        1000,
      )!,
    );
    expect(q.get('$filter')).toBe('produto_id eq 8 and tipo_estoque_id eq 2 and (data ge 2026-11-02T00:00:00-03:00)');
    expect(q.get('$orderby')).toBe('id desc');
    expect(q.get('$skip')).toBe('100');
  });

  it('operador que só a biblioteca conhece, ou recurso sem filtros próprios: null (caminho do ra-data-odata-server)', () => {
    const lista = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
    expect(consultaODataPropria(recursoDoRegistro('faturamento'), { ...lista, filter: { total_nota_gte: 10 } }, 1000)).toBeNull();
    expect(consultaODataPropria(recursoDoRegistro('faturamento'), { ...lista, filter: { inexistente: 1 } }, 1000)).toBeNull();
    expect(consultaODataPropria(recursoDoRegistro('cliente'), { ...lista, filter: {} }, 1000)).toBeNull();
  });

  it('o dataProvider manda a consulta montada pelo fetch OData e devolve { data, total }', async () => {
    const { chamadas } = falsoFetch(() => resposta(200, { '@odata.count': 40, value: [{ id: 2, situacao: 'autorizada' }] }));
    const r = await criarDataProvider().getList('faturamento', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'data_emissao', order: 'DESC' },
      filter: { excluirDigitacao: true },
    });
    expect(r).toEqual({ data: [{ id: 2, situacao: 'autorizada' }], total: 40 });
    expect(chamadas).toHaveLength(1);
    expect(query(chamadas[0].url).get('$filter')).toBe("(situacao ne 'digitacao')");
  });
});

describe('ações de módulo como métodos do dataProvider', () => {
  it('transmitirNFe e cancelarNFSe chamam as rotas do módulo e devolvem o envelope', async () => {
    const { chamadas } = falsoFetch(() => resposta(200, { Success: true, Message: 'ok', Data: { situacao: 'autorizada' } }));
    const dp = criarDataProvider();
    expect(await dp.transmitirNFe(12)).toMatchObject({ Success: true, Data: { situacao: 'autorizada' } });
    expect(chamadas[0].url).toBe('/v1/GerenciadorNFe/TransmitirNota?nota=12');
    await dp.cancelarNFSe(5, '1', 'Serviço cobrado em duplicidade');
    expect(chamadas[1]).toMatchObject({ metodo: 'POST', corpo: { motivo: '1', justificativa: 'Serviço cobrado em duplicidade' } });
    expect(chamadas[1].url).toMatch(/\/5\/Cancelar$/);
  });
});
