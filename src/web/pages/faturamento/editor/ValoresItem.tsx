/**
 * The money cells of an item grid, shared by the NF-e editor (LinhaItem) and the order entry
 * (pages/pedidos/GradeItensPedido): quantidade and valor unitário in the company's decimal places
 * (casasDecimais.ts), desconto in cents, and the line total. Each is the select-on-focus CampoDecimal,
 * which keeps what is being typed in its own state, so a recalculation arriving mid-typing never
 * overwrites keys. Accessible names: "Quantidade do item N",
 * "Valor unitário do item N", "Desconto do item N"; visible labels only when `comRotulos` (the
 * phone's stacked cards, where there is no column header).
 */
import { TableCell } from '@mui/material';
import { moeda } from '../../../components/formatos.ts';
import { CampoDecimal } from '../campos.tsx';
import { useCasasDecimais } from './casasDecimais.ts';

/** The values an item grid edits (numbers; null when empty). */
export interface ValoresItem {
  quantidade: number | null | undefined;
  valor_unitario: number | null | undefined;
  valor_desconto: number | null | undefined;
}

/** Header cells matching CelulasValoresItem. */
export function CabecalhoValoresItem({ comDesconto = true }: { comDesconto?: boolean }) {
  return (
    <>
      <TableCell align="right">Quantidade</TableCell>
      <TableCell align="right">Valor unit.</TableCell>
      {comDesconto && <TableCell align="right">Desconto</TableCell>}
      <TableCell align="right">Total</TableCell>
    </>
  );
}

/**
 * Cells of item `i` (0-based; named 1-based): quantity, unit price, discount (unless `comDesconto`
 * is false) and `total` (reais, null shows "—"). `onChange` receives the one field that changed;
 * `erro(campo)` gives a field's pt-BR error message. The total cell has `data-testid="total-item-N"`.
 */
export function CelulasValoresItem({
  i,
  valores,
  onChange,
  total,
  leitura,
  erro,
  comDesconto = true,
  comRotulos = false,
}: {
  i: number;
  valores: ValoresItem;
  onChange: (m: Partial<Record<keyof ValoresItem, number | null>>) => void;
  total: number | null;
  leitura?: boolean;
  erro?: (campo: keyof ValoresItem) => string | undefined;
  comDesconto?: boolean;
  comRotulos?: boolean;
}) {
  const casas = useCasasDecimais();
  const e = (c: keyof ValoresItem) => erro?.(c);
  const n = i + 1;
  return (
    <>
      <TableCell data-coluna="quantidade">
        <CampoDecimal
          label={comRotulos ? 'Quantidade' : undefined}
          escala={casas.quantidade}
          sx={{ width: comRotulos ? '100%' : 100 }}
          value={valores.quantidade}
          disabled={leitura}
          onChange={(v) => onChange({ quantidade: v })}
          error={!!e('quantidade')}
          helperText={e('quantidade')}
          ariaLabel={`Quantidade do item ${n}`}
        />
      </TableCell>
      <TableCell data-coluna="valor_unitario">
        <CampoDecimal
          label={comRotulos ? 'Valor unitário' : undefined}
          escala={casas.valorUnitario}
          sx={{ width: comRotulos ? '100%' : 115 }}
          value={valores.valor_unitario}
          disabled={leitura}
          onChange={(v) => onChange({ valor_unitario: v })}
          error={!!e('valor_unitario')}
          helperText={e('valor_unitario')}
          ariaLabel={`Valor unitário do item ${n}`}
        />
      </TableCell>
      {comDesconto && (
        <TableCell data-coluna="valor_desconto">
          <CampoDecimal
            label={comRotulos ? 'Desconto' : undefined}
            escala={2}
            sx={{ width: comRotulos ? '100%' : 95 }}
            value={valores.valor_desconto}
            disabled={leitura}
            onChange={(v) => onChange({ valor_desconto: v })}
            error={!!e('valor_desconto')}
            helperText={e('valor_desconto')}
            ariaLabel={`Desconto do item ${n}`}
          />
        </TableCell>
      )}
      <TableCell data-coluna="total" align="right" sx={{ pt: 1.5, fontWeight: 600, whiteSpace: 'nowrap' }} data-testid={`total-item-${n}`} aria-live="polite">
        {comRotulos ? 'Total do item: ' : ''}
        {total !== null ? moeda(total) : '—'}
      </TableCell>
    </>
  );
}
