/** Totais do pedido na tela (src/web/pages/pedidos/totais.ts): mesma regra e arredondamento do servidor. */
import { describe, expect, it } from 'vitest';
import { centavosDoItem, reais, totaisDoPedido } from '../../src/web/pages/pedidos/totais.ts';

describe('totais do pedido na tela', () => {
  it('item = quantidade × valor unitário − desconto, em centavos meio-para-cima', () => {
    expect(centavosDoItem({ quantidade: 3, valor_unitario: 25 })).toBe(7500n);
    expect(centavosDoItem({ quantidade: 3, valor_unitario: 29.47 })).toBe(8841n);
    expect(centavosDoItem({ quantidade: 0.333, valor_unitario: 1.5 })).toBe(50n); // 0,4995 -> 0,50
    expect(centavosDoItem({ quantidade: 2, valor_unitario: 10, valor_desconto: 1.5 })).toBe(1850n);
    expect(centavosDoItem({ quantidade: 2, valor_unitario: null })).toBeNull();
    expect(reais(8841n)).toBe(88.41);
  });
  it('pedido = itens + adicionais + frete + outras − desconto; soma dos pagamentos', () => {
    const t = totaisDoPedido({
      Item: [
        { quantidade: 3, valor_unitario: 29.47 },
        { quantidade: 1, valor_unitario: null },
      ],
      SubItem: [{ quantidade: 2, valor_unitario: 0.1 }],
      valor_frete: 10,
      valor_outros: 0.5,
      valor_desconto: 1,
      Pagamento: [{ valor: 50 }, { valor: 48.11 }],
    });
    expect(t).toEqual({ produtos: 8861n, total: 9811n, pagamentos: 9811n });
  });
});
