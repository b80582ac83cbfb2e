import { describe, expect, it } from 'vitest';
import { textoPlanoOficial } from '../../../src/domain/texto-oficial.ts';

describe('textoPlanoOficial (descrições da NCM)', () => {
  it('tira itálico e subscrito, mantém o texto', () => {
    expect(textoPlanoOficial('Aves da espécie <i>Gallus domesticus</i>')).toBe('Aves da espécie Gallus domesticus');
    expect(textoPlanoOficial('Água (H<sub>2</sub>O) destilada')).toBe('Água (H2O) destilada');
  });
  it('sobrescritos viram algarismos sobrescritos', () => {
    expect(textoPlanoOficial('peso superior a 150 g/m<sup>2</sup>')).toBe('peso superior a 150 g/m²');
    expect(textoPlanoOficial('volume de 1.000 cm<sup>3 </sup>')).toBe('volume de 1.000 cm³');
    expect(textoPlanoOficial('10<sup>-6</sup> m')).toBe('10⁻⁶ m');
  });
  it('texto sem marcação fica igual', () => {
    expect(textoPlanoOficial('Café não torrado, não descafeinado')).toBe('Café não torrado, não descafeinado');
  });
});
