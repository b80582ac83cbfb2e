/**
 * Licença vencida na demonstração: uma terceira empresa pequena da revenda 1
 * (paga direto ao administrador, então o aviso oferece o pagamento) com a fatura de licença de dois
 * meses atrás em aberto, vencida há mais que a tolerância (`parametro_licenca.dias_bloqueio`): o
 * login `padaria` vê o aviso de bloqueio, as gravações respondem 423 e "Pagar com PIX" (o simulador
 * de PSP da demonstração, src/psp-simulator) libera na hora. As empresas `loja` e `industria` ficam
 * sem fatura: os outros testes entram com elas.
 * Valor da fatura como em `gerarFaturas` (licencas/faturas.ts): plano do pacote + usuários acima dos
 * inclusos × valor por usuário adicional.
 */
import type { Client } from '../db/tenant.ts';
import { dataDeHoje, limitesDoMes, somarDias } from '../../domain/relogio.ts';

/** Dias de atraso da fatura da demonstração além da tolerância (bloqueio já em vigor). */
export const DIAS_ALEM_DA_TOLERANCIA = 20;

/**
 * Grava a fatura vencida de `emitenteId`.
 * @returns id da fatura.
 */
export async function seedDemoLicencaVencida(c: Client, emitenteId: number): Promise<number> {
  const { rows: p } = await c.query('SELECT dias_bloqueio, dia_vencimento FROM parametro_licenca WHERE id = 1');
  const vencimento = somarDias(dataDeHoje(), -(Number(p[0].dias_bloqueio) + DIAS_ALEM_DA_TOLERANCIA));
  // competência sempre anterior ao mês corrente (no dia 31, hoje - 30 dias ainda cai no mesmo mês):
  // a geração das faturas do mês não encontra a da padaria como já existente
  const doVencimento = limitesDoMes(vencimento).inicio;
  const mesPassado = limitesDoMes(dataDeHoje(), -1).inicio;
  const [competencia] = [doVencimento, mesPassado].sort(); // a mais antiga das duas (AAAA-MM-DD)
  const { rows } = await c.query(
    `INSERT INTO licenca_recebivel (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, competencia, data_geracao,
                                    vencimento, tipo_pacote, usuarios, valor, descricao)
     SELECT e.id, e.distribuidor_master_id, e.distribuidor_id, e.revenda_id, $2::date, $2::date, $3::date, e.tipo_pacote, u.n,
            pl.valor_mensal + greatest(0, u.n - pl.usuarios_inclusos) * pl.valor_usuario_adicional,
            'Licença ' || pl.descricao || ' ' || to_char($2::date, 'MM/YYYY')
       FROM emitente e
       JOIN LATERAL (SELECT x.* FROM plano_licenca x WHERE x.ativo AND x.tipo_pacote <= e.tipo_pacote ORDER BY x.tipo_pacote DESC LIMIT 1) pl ON true
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM usuario us WHERE us.emitente_id = e.id AND us.ativo) u
      WHERE e.id = $1
     RETURNING id`,
    [emitenteId, competencia, vencimento],
  );
  return rows[0].id;
}
