/**
 * Bandeira e CNPJ da credenciadora de um pagamento em cartão (tPag 03/04) no diálogo de pagamento
 * do PDV ("cards with brand and acquirer CNPJ"): vão no grupo `card` da NFC-e
 * (tBand e CNPJ, tpIntegra 2 — pagamento não integrado, o POS da credenciadora). Ambos opcionais;
 * a bandeira vem da tabela `tBand` (domain/pdv/bandeiras.ts) e o CNPJ é conferido (dígitos
 * verificadores) antes de o pagamento entrar na lista. Enter no CNPJ adiciona o pagamento.
 */
import { Stack, TextField } from '@mui/material';
import { BANDEIRAS_CARTAO } from '../../../domain/pdv/bandeiras.ts';
import { isValidCnpj, onlyDigits } from '../../../domain/documentos.ts';
import { applyMask } from '../../../domain/mascara.ts';

/** Máscara do CNPJ da credenciadora (numérico). */
const MASCARA = '##.###.###/####-##';

export interface DadosCartao {
  /** Código tBand ('' = não informada). */
  bandeira: string;
  /** CNPJ com máscara, como digitado ('' = não informado). */
  cnpj: string;
}

export const CARTAO_VAZIO: DadosCartao = { bandeira: '', cnpj: '' };

/** Mensagem do CNPJ inválido, ou `null` quando vazio ou válido. */
export function erroCnpjCredenciadora(cnpj: string): string | null {
  const d = onlyDigits(cnpj);
  if (!d) return null;
  return d.length === 14 && isValidCnpj(d) ? null : 'CNPJ da credenciadora inválido';
}

/** Os campos do pagamento para a venda: só o que foi informado, CNPJ sem máscara. */
export function camposDoCartao(c: DadosCartao): { bandeira?: string; cnpj_credenciadora?: string } {
  const cnpj = onlyDigits(c.cnpj);
  return { ...(c.bandeira ? { bandeira: c.bandeira } : {}), ...(cnpj ? { cnpj_credenciadora: cnpj } : {}) };
}

export function CamposCartao({ valor, onChange, onEnter }: { valor: DadosCartao; onChange: (v: DadosCartao) => void; onEnter: () => void }) {
  const erro = erroCnpjCredenciadora(valor.cnpj);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label="Bandeira do cartão"
        value={valor.bandeira}
        onChange={(e) => onChange({ ...valor, bandeira: e.target.value })}
        sx={{ flex: 1 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Não informada</option>
        {BANDEIRAS_CARTAO.map((b) => (
          <option key={b.codigo} value={b.codigo}>
            {b.codigo} - {b.nome}
          </option>
        ))}
      </TextField>
      <TextField
        label="CNPJ da credenciadora (opcional)"
        value={valor.cnpj}
        onChange={(e) => onChange({ ...valor, cnpj: applyMask(e.target.value, MASCARA) })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        }}
        error={!!erro}
        helperText={erro ?? ' '}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MASCARA.length, autoComplete: 'off' } }}
      />
    </Stack>
  );
}
