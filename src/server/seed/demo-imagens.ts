/**
 * Imagens da demonstração: os 8 primeiros produtos da loja (ordem do código; combinações de grade, não: aparecem no pai) e o
 * lanche ganham uma imagem gerada (cor + sigla do produto), processada pelo mesmo caminho de um envio
 * da tela (estoque/imagem-processamento.ts) e gravada no armazenamento de objetos configurado — para
 * a aba "Imagens" do produto e a loja pública (market) não nascerem vazias. Esses produtos e o pai da
 * grade de roupas ficam públicos (aparecem em `/{url}/market`). Determinístico.
 */
import type { Database } from '../db/pool.ts';
import type { DestinoObjetos } from '../armazenamento.ts';
import { withOwner } from '../db/tenant.ts';

const CORES = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#d35400', '#16a085', '#2c3e50', '#f39c12', '#7f8c8d'];

/** Gera e grava as imagens; sem a loja de demonstração, não faz nada. */
export async function seedDemoImagens(db: Database, destino: DestinoObjetos): Promise<number> {
  const { imagemDemonstracao, processarImagem } = await import('../modules/estoque/imagem-processamento.ts');
  const { gravarImagensProduto } = await import('../modules/estoque/imagens.ts');
  return withOwner(db, async (c) => {
    const { rows: loja } = await c.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`);
    if (!loja[0]) return 0;
    const emitente = loja[0].emitente_id as number;
    const { rows: produtos } = await c.query(
      `(SELECT id, descricao FROM produto WHERE emitente_id = $1 AND codigo <> 'LANCHE-XB'
          AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = $1 AND v.produto_variacao_id = produto.id) ORDER BY codigo LIMIT 8)
       UNION ALL (SELECT id, descricao FROM produto WHERE emitente_id = $1 AND codigo = 'LANCHE-XB')`,
      [emitente],
    );
    let i = 0;
    for (const p of produtos) {
      const sigla =
        String(p.descricao)
          .split(/\s+/)
          .filter((w) => w.length > 2)
          .map((w) => w[0])
          .join('')
          .slice(0, 2) || 'P';
      const dados = await imagemDemonstracao(sigla, CORES[i % CORES.length]!);
      const img = await processarImagem(dados, `${sigla.toLowerCase()}.png`);
      await gravarImagensProduto(c, destino, emitente, p.id, [{ nome: `${String(p.descricao).slice(0, 100)}.png`, ...img }]);
      i++;
    }
    await c.query(
      `UPDATE produto SET publico = true WHERE emitente_id = $1 AND (id = ANY($2::int[]) OR id IN (SELECT produto_id FROM estoque_variacao WHERE emitente_id = $1))`,
      [emitente, produtos.map((p) => p.id)],
    );
    return i;
  });
}
