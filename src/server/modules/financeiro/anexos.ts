/**
 * Anexos de títulos (SPEC §3 receberAnexo/pagarAnexo):
 * `POST /v1/{Receber|Pagar}/Anexo` (multipart `receber_id`|`pagar_id` + `arquivo`),
 * `GET`/`DELETE /v1/{Receber|Pagar}/Anexo/{id}`; Permitir.{Receber|Pagar}.Alterar/Consultar. As rotas
 * são as de qualquer anexo de registro (suporte/anexos-registro.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registrarAnexosDoRegistro } from '../suporte/anexos-registro.ts';
import { LADO, type Lado } from './titulos.ts';
import { ANEXOS } from '../../../contratos/anexos.ts';

export function registerAnexosFinanceiro(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  for (const lado of ['receber', 'pagar'] as Lado[]) {
    const L = LADO[lado];
    registrarAnexosDoRegistro(app, config, db, {
      entidade: registry.get(lado),
      base: `/v1/${L.regra}/Anexo`,
      tabela: L.tabela,
      tabelaAnexo: `${lado}_anexo`,
      fk: L.fk,
      rotulo: 'o título',
      naoEncontrado: `${L.rotulo} não encontrada`,
      pasta: 'anexos-financeiro',
      contratos: ANEXOS[lado],
    });
  }
}
