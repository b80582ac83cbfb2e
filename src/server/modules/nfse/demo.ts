/**
 * NFS-e da demonstração: no início do servidor, com o simulador da API nacional em uso, a loja
 * (Simples Nacional) e a indústria (regime normal) cadastram um serviço (LC 116/2003 subitens 14.01
 * e 14.05) e emitem uma NFS-e cada pela API, como um usuário faria no editor — a nota fica
 * autorizada, com DANFSe, XML e o título a receber.
 *
 * Nunca em produção, nem sem o simulador (quem chama confere). Idempotente: empresa que já tem
 * NFS-e não emite outra.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withOwner } from '../../db/tenant.ts';
import { sessaoDemo } from '../compras/dfe-demo.ts';

const SERVICOS: Record<string, { codigo: string; descricao: string; item: string; cTribNac: string; valor: number; texto: string }> = {
  loja: {
    codigo: 'SRV-INST',
    descricao: 'Instalação e manutenção de equipamentos',
    item: '14.01',
    cTribNac: '140101',
    valor: 350,
    texto: 'Manutenção preventiva de balança e refrigerador expositor, com limpeza e regulagem.',
  },
  industria: {
    codigo: 'SRV-USIN',
    descricao: 'Usinagem e acabamento sob encomenda',
    item: '14.05',
    cTribNac: '140501',
    valor: 4800,
    texto: 'Usinagem, polimento e acabamento de 40 eixos em aço fornecidos pelo cliente.',
  },
};

/** Emite a NFS-e de demonstração de `login`; devolve a chave, ou undefined se já havia NFS-e. */
export async function emitirNfseDemo(app: FastifyInstance, db: Database, login: 'loja' | 'industria'): Promise<string | undefined> {
  const s = SERVICOS[login];
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT e.id, EXISTS (SELECT 1 FROM nota_servico n WHERE n.emitente_id = e.id) AS feito,
              (SELECT id FROM cliente c WHERE c.emitente_id = e.id AND c.ativo AND length(c.cpf_cnpj) = 14 ORDER BY c.id LIMIT 1) AS cliente_id,
              (SELECT id FROM produto p WHERE p.emitente_id = e.id AND p.codigo = $2) AS servico_id
         FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = $1`,
      [login, s.codigo],
    ),
  );
  const e = rows[0];
  if (!e || e.feito || !e.cliente_id) return undefined;
  const chamar = await sessaoDemo(app, login, `Demonstração da NFS-e (${login})`);
  const servicoId =
    e.servico_id ??
    (
      await chamar('POST', '/v1/produto/', {
        codigo: s.codigo,
        descricao: s.descricao,
        unidade: 'UN',
        ncm: '00',
        tipo_item: '09',
        movimenta_estoque: false,
        item_lista_servico: s.item,
        codigo_tributacao_nacional: s.cTribNac,
        aliquota_iss: 2,
        preco_venda: s.valor,
      })
    ).id;
  const nota = await chamar('POST', '/v1/nfse/', { cliente_id: e.cliente_id, produto_id: servicoId, descricao: s.texto, valor_servico: s.valor });
  const r = await chamar('POST', `/v1/nfse/${nota.id}/Transmitir`);
  return r.chave as string;
}
