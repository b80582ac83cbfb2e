/**
 * Central de ajuda no app web (src/web/pages/suporte/ajudaApi.ts): cada usuário vê as categorias
 * gerais e as ligadas a módulos que ele abre (menu e permissões reais, SPEC §2/§6); o administrador,
 * que escreve os artigos, vê todas.
 */
import { describe, expect, it } from 'vitest';
import { ajudasDoUsuario, type Ajudas } from '../../../src/web/pages/suporte/ajudaApi.ts';
import { permissoesDe } from '../../../src/web/session/permissoes.ts';
import { REGRAS_EMPRESA, REGRAS_GESTAO, REGRAS_PERFIL_CAIXA } from '../../../src/domain/permissoes.ts';
import { sessao, usuario } from './apoio.ts';

const perms = (o: Parameters<typeof usuario>[0]) => permissoesDe(sessao(usuario(o)));

const DADOS: Ajudas = {
  Categorias: [
    { id: 1, nome: 'Primeiros passos', descricao: null, ordem: 10, modulos: [] },
    { id: 2, nome: 'Cadastros', descricao: null, ordem: 20, modulos: ['clientes', 'produtos'] },
    { id: 3, nome: 'Faturamento e NF-e', descricao: null, ordem: 30, modulos: ['faturamento', 'gerenciarNFe'] },
    { id: 4, nome: 'Financeiro', descricao: null, ordem: 40, modulos: ['condicoes', 'especies'] },
    { id: 5, nome: 'Pedidos', descricao: null, ordem: 50, modulos: ['pedidos'] },
  ],
  Artigos: [1, 2, 3, 4, 5].map((c) => ({ id: c * 10, categoria_id: c, titulo: `Artigo ${c}`, resumo: null, ordem: 0, alterado_em: '2026-11-21T10:00:00Z' })),
};
const nomes = (d: Ajudas) => d.Categorias.map((c) => c.nome);

describe('ajudasDoUsuario', () => {
  it('o caixa (só clientes e PDV) vê as categorias gerais e a de cadastros, com os seus artigos', () => {
    const d = ajudasDoUsuario(DADOS, perms({ regrasEmitente: [...REGRAS_PERFIL_CAIXA] }));
    expect(nomes(d)).toEqual(['Primeiros passos', 'Cadastros']);
    expect(d.Artigos.map((a) => a.id)).toEqual([10, 20]);
  });

  it('quem tem todas as regras da empresa vê também faturamento, financeiro e pedidos; pedidos só com pacote acima de 1', () => {
    const todas = REGRAS_EMPRESA.map((r) => r.regra);
    expect(nomes(ajudasDoUsuario(DADOS, perms({ regrasEmitente: todas, pacote: 2 })))).toEqual([
      'Primeiros passos',
      'Cadastros',
      'Faturamento e NF-e',
      'Financeiro',
      'Pedidos',
    ]);
    expect(nomes(ajudasDoUsuario(DADOS, perms({ regrasEmitente: todas, pacote: 1 })))).not.toContain('Pedidos');
  });

  it('o administrador vê todas', () => {
    const admin = perms({
      tipo: 'Administrador',
      tipoId: 1,
      regrasTipo: REGRAS_GESTAO.filter((r) => r.niveis.includes('admin' as never)).map((r) => r.regra),
      semEmitente: true,
    });
    expect(ajudasDoUsuario(DADOS, admin)).toEqual(DADOS);
  });
});
