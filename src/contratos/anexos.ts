/**
 * Contracts of the attachment routes of a record (SPEC §3 receberAnexo, pagarAnexo, pedidoAnexo;
 * src/server/modules/suporte/anexos-registro.ts): upload (multipart: the owner's id and the file,
 * up to 5 MB, PDF or image checked by content), download and removal. The list comes from OData.
 */
import { type Contrato, arquivo, arquivoEnviado, dados, id, idNaUrl, inteiro, objeto, texto, tipo } from './base.ts';

export const AnexoGravado = tipo(
  'AnexoGravado',
  objeto({ id: id('Anexo'), nome: texto('Nome do arquivo'), tipo: texto('Tipo (MIME)'), tamanho: inteiro('Tamanho (bytes)') }, [
    'id',
    'nome',
    'tipo',
    'tamanho',
  ]),
);

/** The three contracts of the attachments of one record kind. */
export interface ContratosDeAnexos {
  enviar: Contrato;
  baixar: Contrato;
  excluir: Contrato;
}

function contratosDeAnexos(o: { prefixo: string; base: string; fk: string; regra: string; tag: string; dono: string }): ContratosDeAnexos {
  const params = objeto({ id: idNaUrl('Anexo') }, ['id']);
  return {
    enviar: {
      id: `${o.prefixo}_EnviarAnexo`,
      metodo: 'POST',
      caminhos: [o.base],
      tag: o.tag,
      resumo: `Anexar um arquivo (PDF ou imagem, até 5 MB) a ${o.dono}`,
      permissao: `Permitir.${o.regra}.Alterar`,
      multipart: objeto({ [o.fk]: id(o.dono), arquivo: arquivoEnviado('Arquivo') }, [o.fk, 'arquivo']),
      resposta: dados(AnexoGravado),
    },
    baixar: {
      id: `${o.prefixo}_BaixarAnexo`,
      metodo: 'GET',
      caminhos: [`${o.base}/:id`],
      tag: o.tag,
      resumo: 'Baixar um anexo',
      permissao: `Permitir.${o.regra}.Consultar`,
      params,
      resposta: arquivo(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'], 'O arquivo, com o tipo gravado.'),
    },
    excluir: {
      id: `${o.prefixo}_ExcluirAnexo`,
      metodo: 'DELETE',
      caminhos: [`${o.base}/:id`],
      tag: o.tag,
      resumo: 'Excluir um anexo',
      permissao: `Permitir.${o.regra}.Alterar`,
      params,
      resposta: dados({ type: 'boolean' }),
    },
  };
}

export const ANEXOS = {
  receber: contratosDeAnexos({
    prefixo: 'Receber',
    base: '/v1/Receber/Anexo',
    fk: 'receber_id',
    regra: 'Receber',
    tag: 'Financeiro',
    dono: 'a conta a receber',
  }),
  pagar: contratosDeAnexos({ prefixo: 'Pagar', base: '/v1/Pagar/Anexo', fk: 'pagar_id', regra: 'Pagar', tag: 'Financeiro', dono: 'a conta a pagar' }),
  pedido: contratosDeAnexos({ prefixo: 'Pedido', base: '/v1/pedido/Anexo', fk: 'pedido_id', regra: 'Pedido', tag: 'Movimentação', dono: 'o pedido' }),
} as const;

export const CONTRATOS_ANEXOS: readonly Contrato[] = Object.values(ANEXOS).flatMap((a) => [a.enviar, a.baixar, a.excluir]);
