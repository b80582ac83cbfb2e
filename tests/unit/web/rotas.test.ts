import { describe, expect, it } from 'vitest';
import { ROTAS, SECOES, rotaPermitida, rotasDoUsuario, rotasNegadas, type Rota } from '../../../src/web/menu/rotas.ts';
import { construirMenu, entradaAtiva, rotaDoCaminho } from '../../../src/web/menu/menu.ts';
import { permissoesDe, SEM_PERMISSOES } from '../../../src/web/session/permissoes.ts';
import { REGRAS_EMPRESA, REGRAS_GESTAO, REGRAS_PERFIL_CAIXA } from '../../../src/domain/permissoes.ts';
import { resourcePath, routedResources } from '../../../src/web/routes.ts';
import { resources } from '../../../src/generated/resources.ts';
import { sessao, usuario } from './apoio.ts';

/** SPEC §2 "Menu and routes per permission", written out independently of the table. */
const SPEC: Record<string, string[]> = {
  gestao: [
    'empresas/consultar',
    'empresas/editar',
    'empresas/editar/:id',
    'empresas/gerenciar',
    'softwarehouse/consultar',
    'softwarehouse/editar',
    'softwarehouse/editar/:id',
    'configuracaowhitelabel/consultar',
    'configuracaowhitelabel/editar',
    'configuracaowhitelabel/editar/:id',
    'restricoes/consultar',
    'restricoes/gerenciar',
    'gestor/gerenciar',
    'revenda/distribuidormaster',
    'revenda/distribuidormaster/editar',
    'revenda/distribuidormaster/editar/:id',
    'revenda/distribuidor',
    'revenda/distribuidor/editar',
    'revenda/distribuidor/editar/:id',
    'revenda/revenda',
    'revenda/revenda/editar',
    'revenda/revenda/editar/:id',
    'licencarecebivel/consultar',
    'licencarecebivel/consultarlicencas',
    'licencarecebivel/atualizacoesplano',
    'licencarecebivel/consultarbloqueio',
    'ajuda/consultar',
    'ajuda/editar',
    'ajuda/editar/:id',
  ],
  cadastros: ['clientes', 'produtos', 'transportadoras', 'fornecedores', 'vendedores', 'motoristas'].flatMap((b) => [
    `${b}/consultar`,
    `${b}/editar`,
    `${b}/editar/:id`,
  ]),
  movimentacao: [
    'faturamento/consultar',
    'faturamento/editar',
    'faturamento/editar/:id',
    'gerenciarNFe/gerenciarnfe',
    'gerenciarNFe/inutilizacaonfe',
    'gerenciarNFe/cartacorrecaonfe',
    'gerenciarNFe/arquivosxml',
    'pdv/consultar',
    'pdv/venda',
    'pdv/venda/:id',
    'pdv/inutilizacaonfce',
    'pedidos/consultar',
    'pedidos/editar',
    'pedidos/editar/:id',
    'compra/consultar',
    'compra/editar',
    'compra/editar/:id',
    'compra/manifestodfe',
    'compra/relatorios/consultar',
  ],
  financeiro: [
    'condicoes/consultar',
    'especies/consultar',
    'custos/consultar',
    'contas/consultar',
    'receber/consultar',
    'receber/relatorios/consultar',
    'pagar/consultar',
    'pagar/relatorios/consultar',
  ],
  relatorios: ['relatorios/consultar', 'relatorios/gerenciar'],
  configuracoes: [
    'usuarios/consultar',
    'usuarios/editar',
    'usuarios/editar/:id',
    'usuarios/sessaousuario',
    'emitenterestricoes/consultar',
    'emitenterestricoes/gerenciar',
    'configuracoes/gerenciar',
    'emitente/gerenciar',
    'conversao/gerenciar',
    'auditoria/consultar',
  ],
  suporte: ['suporte/ajuda/consultar', 'suporte/ticket/consultar', 'suporte/ticket/editar', 'suporte/ticket/editar/:id'],
  licenca: ['fatura/licenca/consultar'],
};

const rota = (path: string): Rota => {
  const r = ROTAS.find((x) => x.path === path);
  if (!r) throw new Error(`sem rota ${path}`);
  return r;
};

const CATALOGO = new Set([...REGRAS_GESTAO, ...REGRAS_EMPRESA].map((r) => r.regra));

function perms(opcoes: Parameters<typeof usuario>[0]) {
  return permissoesDe(sessao(usuario(opcoes)));
}

function entradas(p: ReturnType<typeof perms>): Record<string, string[]> {
  const m = construirMenu(p);
  return Object.fromEntries(m.secoes.map((s) => [s.id, s.entradas.map((e) => e.destino)]));
}

const todasEmpresa = REGRAS_EMPRESA.map((r) => r.regra);
const gestaoDo = (nivel: string) => REGRAS_GESTAO.filter((r) => r.niveis.includes(nivel as never) && !r.proprietario).map((r) => r.regra);

describe('tabela de rotas (SPEC §2)', () => {
  it('tem todas as rotas da SPEC, cada uma na sua seção, e a dashboard', () => {
    for (const [secao, caminhos] of Object.entries(SPEC)) {
      for (const c of caminhos) {
        const r = rota(c);
        expect(r.secao, c).toBe(secao);
        expect(r.spec, c).toBe(true);
      }
    }
    const d = rota('dashboard');
    expect(d.built).toBe(true);
    expect(d.titulo).toBe('app.paginas.dashboard');
    expect(d.breadcrumb).toEqual(['app.paginas.dashboard']);
    const total = Object.values(SPEC).flat().length + 1;
    expect(ROTAS.filter((r) => r.spec)).toHaveLength(total);
  });

  it('seções na ordem da SPEC', () => {
    expect(SECOES.map((s) => s.rotulo)).toEqual(['Gestão', 'Cadastros', 'Movimentação', 'Financeiro', 'Relatórios', 'Configurações', 'Suporte', 'Licença']);
  });

  it('cada rota tem título e breadcrumb, e só regras do catálogo', () => {
    for (const r of ROTAS) {
      expect(r.titulo, r.path).toMatch(/^app\.(paginas|recursos)\./);
      expect(r.breadcrumb.length, r.path).toBeGreaterThan(0);
      if (r.secao) expect(r.breadcrumb[0], r.path).toBe(`app.secoes.${r.secao}`);
      for (const x of r.regras) expect(CATALOGO.has(x.regra), `${r.path}: ${x.regra}`).toBe(true);
    }
  });

  it('as telas geradas do registro estão registradas nos caminhos de resourcePath; o resto fica oculto (built: false)', () => {
    for (const rec of routedResources) {
      const lista = ROTAS.find((r) => r.path === resourcePath(rec.name, 'list'));
      expect(lista?.built, rec.name).toBe(true);
      expect(lista?.recurso, rec.name).toBe(rec.name);
      const edicao = ROTAS.find((r) => r.path === `${resourcePath(rec.name, 'create')}/:id`);
      expect(edicao?.tela, rec.name).toBe('edit');
    }
    const construidas = new Set(ROTAS.filter((r) => r.built && !r.alias).map((r) => r.path));
    for (const r of ROTAS.filter((x) => x.built)) {
      if (r.alias) expect(construidas.has(r.alias), r.path).toBe(true);
      else expect(r.tela === 'dashboard' || !!r.recurso || !!r.componente, r.path).toBe(true);
    }
    expect(rota('pdv/consultar').built).toBe(true);
    expect(rota('faturamento/consultar').built).toBe(true);
    expect(rota('pedidos/consultar').built).toBe(true); // quadro de pedidos
    expect(rota('gestor/gerenciar').built).toBe(true);
    expect(rota('fatura/licenca/consultar').built).toBe(true);
  });

  it('nenhuma rota é ao mesmo tempo tela e redirecionamento; Incluir e Editar da cadeia de revenda abrem o formulário', () => {
    for (const r of ROTAS.filter((x) => x.alias)) expect({ path: r.path, tela: r.tela, componente: r.componente }).toEqual({ path: r.path });
    for (const base of ['revenda/distribuidormaster', 'revenda/distribuidor', 'revenda/revenda']) {
      expect([rota(`${base}/editar`).tela, rota(`${base}/editar/:id`).tela, rota(`${base}/editar`).alias], base).toEqual(['create', 'edit', undefined]);
      expect(rota(base).alias, base).toBe(`${base}/consultar`);
    }
  });

  it('a regra de uma rota gerada é a do recurso no registro (mesma lista: tipo/emitente)', () => {
    for (const r of ROTAS.filter((x) => x.recurso)) {
      const rec = resources.find((x) => x.name === r.recurso)!;
      const daEntidade = r.regras.filter((x) => x.regra.startsWith(`Permitir.${rec.permission.rule}.`));
      expect(daEntidade.length, r.path).toBe(1);
      expect(daEntidade[0].fonte, r.path).toBe(rec.permission.source);
      if (rec.permission.adminOnly) expect(r.niveis, r.path).toEqual(['admin']);
    }
  });

  it('sem sessão o menu só tem a Dashboard', () => {
    const m = construirMenu(SEM_PERMISSOES);
    expect(m.dashboard.destino).toBe('dashboard');
    expect(m.secoes).toEqual([]);
    expect(rotasDoUsuario(SEM_PERMISSOES).map((r) => r.path)).toEqual(['dashboard']);
  });
});

describe('menu e rotas por permissão (SPEC §2, §6)', () => {
  it("rotas negadas: o caixa tem 'Acesso negado' nas telas da revenda e nas que não são dele, nunca numa que pode abrir", () => {
    const p = perms({ regrasEmitente: [...REGRAS_PERFIL_CAIXA] });
    const negadas = rotasNegadas(p).map((r) => r.path);
    const permitidas = new Set(rotasDoUsuario(p).map((r) => r.path));
    expect(negadas).toEqual(expect.arrayContaining(['revenda/revenda/consultar', 'revenda/revenda/editar', 'revenda/revenda/editar/:id']));
    expect(negadas.filter((x) => permitidas.has(x))).toEqual([]);
    expect(new Set(negadas).size).toBe(negadas.length);
    // every built route is either open to the user or answered with 'Acesso negado'
    expect(new Set([...negadas, ...permitidas])).toEqual(new Set(ROTAS.filter((r) => r.built).map((r) => r.path)));
  });

  it("'caixa' (só Cliente/VendasCupom) vê Cadastros > Clientes, o PDV e a Central de ajuda (aberta a todos)", () => {
    const p = perms({ regrasEmitente: [...REGRAS_PERFIL_CAIXA] });
    expect(entradas(p)).toEqual({
      cadastros: ['clientes/consultar'],
      movimentacao: ['pdv/consultar', 'pdv/inutilizacaonfce'],
      suporte: ['suporte/ajuda/consultar'],
    });
    expect(
      rotasDoUsuario(p)
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      'clientes/consultar',
      'clientes/editar',
      'clientes/editar/:id',
      'dashboard',
      'pdv/consultar',
      'pdv/inutilizacaonfce',
      'pdv/venda',
      'pdv/venda/:id',
      'suporte/ajuda/consultar',
    ]);
    expect(rotaPermitida(rota('pdv/consultar'), p)).toBe(true);
  });

  it("pacote 1 ('industria') não vê pedidos, receber e pagar mesmo com as regras; pacote 2 vê", () => {
    const industria = perms({ regrasEmitente: todasEmpresa, pacote: 1 });
    const loja = perms({ regrasEmitente: todasEmpresa, pacote: 2 });
    for (const c of [
      'pedidos/consultar',
      'pedidos/editar',
      'receber/consultar',
      'receber/relatorios/consultar',
      'pagar/consultar',
      'pagar/relatorios/consultar',
    ]) {
      expect(rotaPermitida(rota(c), industria), c).toBe(false);
      expect(rotaPermitida(rota(c), loja), c).toBe(true);
    }
    expect(rotaPermitida(rota('clientes/consultar'), industria)).toBe(true);
  });

  it('fatura/licenca só para emitente da revenda 1', () => {
    const regras = ['Permitir.LicencaFaturaEmitente.Consultar'];
    expect(rotaPermitida(rota('fatura/licenca/consultar'), perms({ regrasEmitente: regras, revendaId: 1 }))).toBe(true);
    expect(rotaPermitida(rota('fatura/licenca/consultar'), perms({ regrasEmitente: regras, revendaId: 2 }))).toBe(false);
  });

  it('regras de empresa vêm da lista do perfil da empresa, não da do tipo (e vice-versa)', () => {
    expect(rotaPermitida(rota('clientes/consultar'), perms({ regrasTipo: ['Permitir.Cliente.Consultar'] }))).toBe(false);
    expect(
      rotaPermitida(rota('empresas/consultar'), perms({ tipo: 'Revenda', tipoId: 4, regrasEmitente: ['Permitir.Empresas.Consultar'], semEmitente: true })),
    ).toBe(false);
    // EmitenteRestricao: company level but checked on the type list (SPEC §6)
    expect(rotaPermitida(rota('emitenterestricoes/consultar'), perms({ regrasTipo: ['Permitir.EmitenteRestricao.Consultar'] }))).toBe(true);
    expect(rotaPermitida(rota('emitenterestricoes/consultar'), perms({ regrasEmitente: ['Permitir.EmitenteRestricao.Consultar'] }))).toBe(false);
  });

  it('itens só do administrador', () => {
    const regras = REGRAS_GESTAO.map((r) => r.regra);
    const admin = perms({ tipo: 'Administrador', tipoId: 1, regrasTipo: regras, semEmitente: true });
    const master = perms({ tipo: 'Distribuidor Master', tipoId: 2, regrasTipo: regras, semEmitente: true });
    for (const c of ['empresas/gerenciar', 'softwarehouse/consultar', 'restricoes/consultar', 'restricoes/gerenciar', 'gestor/gerenciar', 'ajuda/consultar']) {
      expect(rotaPermitida(rota(c), admin), c).toBe(true);
      expect(rotaPermitida(rota(c), master), c).toBe(false);
    }
  });

  it('revendas: DistribuidorMaster só admin; Distribuidor admin ou master; Revenda admin, master ou distribuidor (com GestaoRevendas.Gerenciar)', () => {
    const regras = REGRAS_GESTAO.map((r) => r.regra);
    const niveis = { admin: ['Administrador', 1], master: ['Distribuidor Master', 2], distribuidor: ['Distribuidor', 3], revenda: ['Revenda', 4] } as const;
    const ve = (n: keyof typeof niveis, c: string, rs = regras) =>
      rotaPermitida(rota(c), perms({ tipo: niveis[n][0], tipoId: niveis[n][1], regrasTipo: rs, semEmitente: true }));
    expect([ve('admin', 'revenda/distribuidormaster'), ve('master', 'revenda/distribuidormaster'), ve('distribuidor', 'revenda/distribuidormaster')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([ve('admin', 'revenda/distribuidor'), ve('master', 'revenda/distribuidor'), ve('distribuidor', 'revenda/distribuidor')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([ve('master', 'revenda/revenda'), ve('distribuidor', 'revenda/revenda'), ve('revenda', 'revenda/revenda')]).toEqual([true, true, false]);
    expect(
      ve(
        'admin',
        'revenda/revenda',
        regras.filter((r) => r !== 'Permitir.GestaoRevendas.Gerenciar'),
      ),
    ).toBe(false);
  });

  it('menu do administrador: Gestão com as telas existentes, na ordem, e os tickets de suporte (sem outras seções da empresa)', () => {
    const admin = perms({ tipo: 'Administrador', tipoId: 1, regrasTipo: gestaoDo('admin'), semEmitente: true });
    const m = entradas(admin);
    expect(Object.keys(m)).toEqual(['gestao', 'suporte']);
    expect(m.suporte).toEqual(['suporte/ajuda/consultar', 'suporte/ticket/consultar']);
    expect(m.gestao).toEqual([
      'empresas/consultar',
      'empresas/gerenciar',
      'softwarehouse/consultar',
      'configuracaowhitelabel/consultar',
      'restricoes/consultar',
      'restricoes/gerenciar',
      'gestor/gerenciar',
      'revenda/distribuidormaster/consultar',
      'revenda/distribuidor/consultar',
      'revenda/revenda/consultar',
      'revenda/vendedores/consultar',
      'licencarecebivel/consultar',
      'licencarecebivel/consultarlicencas',
      'licencarecebivel/atualizacoesplano',
      'licencarecebivel/consultarbloqueio',
      'ajuda/consultar',
      'ajuda/categorias/consultar',
      'tabelasoficiais/gerenciar',
    ]);
  });

  it('título e breadcrumb pelo caminho, e item ativo nas telas de edição', () => {
    expect(rotaDoCaminho('clientes/editar/12')?.breadcrumb).toEqual(['app.secoes.cadastros', 'app.paginas.clientes', 'app.acoes.editar']);
    expect(rotaDoCaminho('/dashboard/')?.titulo).toBe('app.paginas.dashboard');
    expect(rotaDoCaminho('nao/existe')).toBeUndefined();
    const p = perms({ regrasEmitente: [...REGRAS_PERFIL_CAIXA] });
    const clientes = construirMenu(p).secoes[0].entradas[0];
    expect(entradaAtiva(clientes, 'clientes/editar/12')).toBe(true);
    expect(entradaAtiva(clientes, 'produtos/consultar')).toBe(false);
  });
});

describe('módulos da central de ajuda', () => {
  it('ajudaModuloCategoria.modulo lista exatamente as páginas do menu, com os mesmos rótulos', async () => {
    const { resources } = await import('../../../src/generated/resources.ts');
    const { PAGINAS } = await import('../../../src/web/menu/rotas.ts');
    const campo = resources.find((r) => r.name === 'ajudaModuloCategoria')!.fields.find((f) => f.name === 'modulo')!;
    expect([...(campo.enum ?? [])].sort()).toEqual(Object.keys(PAGINAS).sort());
    for (const [k, v] of Object.entries(PAGINAS)) expect((campo.enumLabels as Record<string, string> | undefined)?.[k], k).toBe(v);
  });
});

describe('títulos do menu', () => {
  it('toda entrada de menu tem título traduzido (nenhuma chave crua como app.recursos.x)', async () => {
    const { default: ptBR } = await import('../../../src/web/i18n/messages/pt-BR.ts');
    const resolver = (chave: string): unknown =>
      chave.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), ptBR);
    const semTraducao = ROTAS.filter((r) => r.built && r.menu)
      .filter((r) => typeof resolver(r.titulo) !== 'string')
      .map((r) => `${r.path} -> ${r.titulo}`);
    expect(semTraducao).toEqual([]);
  });
});
