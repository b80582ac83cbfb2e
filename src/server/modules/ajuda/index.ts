/**
 * Central de ajuda (SPEC §3 ajuda/ajudaCategoria/ajudaModuloCategoria, §7).
 *
 * Administração (administrador, regra Permitir.Ajuda.*): CRUD genérico /v1/ajuda,
 * /v1/ajudaCategoria (com os módulos em `Modulo: [{modulo}]`) e /OData/Ajuda. O conteúdo é HTML
 * saneado na validação genérica (`format: "html"`, src/server/html/sanitizar.ts); o gancho abaixo
 * grava o autor e o índice de busca (`texto_busca`, sem acento e minúsculo).
 *
 * Leitura (qualquer usuário autenticado):
 * `GET /v1/ajuda/GetAjudasUsuario[?busca=&modulo=&id=]` →
 * `{ Categorias: [{id, nome, descricao, ordem, modulos: string[]}],
 *    Artigos: [{id, categoria_id, titulo, resumo, ordem, alterado_em, conteudo?}] }`
 * - só artigos publicados de categorias ativas, na ordem (categoria.ordem, artigo.ordem, título);
 * - `busca`: cada palavra (≥ 2 letras, sem acento/caixa) deve aparecer no título, resumo,
 *   palavras-chave ou texto do artigo;
 * - `modulo`: só categorias ligadas a esse módulo (id de página do menu, SPEC §2) — a ajuda
 *   contextual de cada tela;
 * - `id`: só esse artigo, com `conteudo` (HTML); 404 se não publicado/inexistente. Sem `id` o
 *   conteúdo não vem (a lista fica leve).
 * As categorias trazem os seus módulos: o app web mostra a quem abre ao menos um deles (ou a
 * todos, quando a categoria não tem módulos) — o conteúdo não é segredo, o filtro é de relevância.
 *
 * Imagens dos artigos: ver imagens.ts (`/v1/ajudaUpload/`).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound, ok } from '../../http/envelope.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { indiceDeBusca } from '../../html/sanitizar.ts';
import { normalizeSearch, SEARCH_MIN } from '../../../domain/busca.ts';
import { limparImagensOrfas, registerAjudaImagemRoutes } from './imagens.ts';
import { acao } from '../../http/contrato.ts';
import { SUPORTE } from '../../../contratos/suporte.ts';

export interface CategoriaAjuda {
  id: number;
  nome: string;
  descricao: string | null;
  ordem: number;
  modulos: string[];
}
export interface ArtigoAjuda {
  id: number;
  categoria_id: number;
  titulo: string;
  resumo: string | null;
  ordem: number;
  alterado_em: string;
  conteudo?: string;
}

const texto = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function registerAjudaRoutes(app: FastifyInstance, config: Config, db: Database): void {
  registrarHook('ajuda', {
    antesDeGravar: async ({ c, ctx, record, current }) => {
      const v = { ...(current ?? {}), ...record };
      record.texto_busca = indiceDeBusca(texto(v.titulo), texto(v.resumo), texto(v.palavras_chave), texto(v.conteudo));
      if (!current?.autor_nome) {
        const { rows } = await c.query('SELECT nome FROM usuario WHERE id = $1', [ctx.usuarioId]);
        record.autor_nome = String(rows[0]?.nome ?? '').slice(0, 100) || null;
      }
      await limparImagensOrfas(c, config, [texto(v.conteudo), texto(current?.conteudo)].join(' '));
    },
    antesDeExcluir: async ({ c, current }) => {
      await limparImagensOrfas(c, config, texto(current.conteudo) ?? '');
    },
  });

  registrarHook('ajudaCategoria', {
    antesDeExcluir: async ({ c, current }) => {
      const { rows } = await c.query('SELECT count(*)::int AS n FROM ajuda WHERE categoria_id = $1', [current.id]);
      if (rows[0].n > 0) {
        throw new ApiError(400, `A categoria tem ${rows[0].n} artigo(s); mova-os para outra categoria ou exclua-os antes.`);
      }
    },
  });

  app.get('/v1/ajuda/GetAjudasUsuario', acao(SUPORTE.ajudasDoUsuario, { preHandler: app.authenticate }), async (req) => {
    const q = (req.query ?? {}) as { busca?: string; modulo?: string; id?: string };
    const palavras = normalizeSearch(q.busca).split(' ').filter(Boolean);
    if (q.busca !== undefined && q.busca.trim() !== '' && palavras.every((p) => p.length < SEARCH_MIN)) {
      throw new ValidationError({ busca: [`Digite ao menos ${SEARCH_MIN} letras`] }, `Busca: digite ao menos ${SEARCH_MIN} letras.`);
    }
    const termos = palavras.filter((p) => p.length >= SEARCH_MIN).slice(0, 8);
    const modulo = q.modulo?.trim() || null;
    if (modulo !== null && !/^[A-Za-z]{2,40}$/.test(modulo)) throw new ValidationError({ modulo: ['Módulo inválido'] });
    const id = q.id === undefined || q.id === '' ? null : Number(q.id);
    if (id !== null && (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)) throw new ValidationError({ id: ['Artigo inválido'] });

    const dados = await withTenant(db, req.ctx, async (c) => {
      const cats = await c.query(
        `SELECT c.id, c.nome, c.descricao, c.ordem,
                coalesce(array_agg(m.modulo ORDER BY m.modulo) FILTER (WHERE m.modulo IS NOT NULL), '{}') AS modulos
           FROM ajuda_categoria c LEFT JOIN ajuda_modulo_categoria m ON m.categoria_id = c.id
          WHERE c.ativo
          GROUP BY c.id
         HAVING $1::varchar IS NULL OR bool_or(m.modulo = $1)
          ORDER BY c.ordem, c.nome`,
        [modulo],
      );
      const ids = cats.rows.map((r) => r.id as number);
      const params: unknown[] = [ids];
      const filtros = termos.map((t) => {
        params.push(`%${t.replace(/[\\%_]/g, (x) => '\\' + x)}%`);
        return `a.texto_busca LIKE $${params.length}`;
      });
      if (id !== null) {
        params.push(id);
        filtros.push(`a.id = $${params.length}`);
      }
      const arts = await c.query(
        `SELECT a.id, a.categoria_id, a.titulo, a.resumo, a.ordem, a.alterado_em${id !== null ? ', a.conteudo' : ''}
           FROM ajuda a JOIN ajuda_categoria c ON c.id = a.categoria_id
          WHERE a.publicado AND a.categoria_id = ANY($1::int[]) ${filtros.map((f) => `AND ${f}`).join(' ')}
          ORDER BY c.ordem, c.nome, a.ordem, a.titulo
          LIMIT 500`,
        params,
      );
      if (id !== null && !arts.rows.length) throw notFound('Artigo de ajuda não encontrado.');
      return { Categorias: cats.rows as CategoriaAjuda[], Artigos: arts.rows as ArtigoAjuda[] };
    });
    return ok(dados);
  });

  registerAjudaImagemRoutes(app, config, db);
}
