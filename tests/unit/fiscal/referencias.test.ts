/**
 * Documentos referenciados (NFref): a tabela de campos por tipo do módulo (referencias.ts,
 * CAMPOS_POR_TIPO, o que a gravação exige e recusa) é a mesma que o registro declara em
 * `x-onlyWhen` de faturamentoReferencia (o que o gerador dos testes de contrato preenche), e a
 * conferência recusa o campo de outro tipo e exige os do tipo.
 */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../schema/registry.ts';
import { CAMPOS_POR_TIPO, conferirReferencias } from '../../../src/server/modules/fiscal/referencias.ts';
import { ValidationError } from '../../../src/server/http/envelope.ts';

describe('NFref: campos por tipo', () => {
  it('x-onlyWhen do registro = CAMPOS_POR_TIPO do módulo', () => {
    const e = loadRegistry().get('faturamentoReferencia');
    const tipos = e.properties.tipo.enum as string[];
    const doRegistro = Object.fromEntries(
      tipos.map((t) => [
        t,
        Object.entries(e.properties)
          .filter(([, f]) => f['x-onlyWhen']?.tipo?.includes(t))
          .map(([nome]) => nome)
          .sort(),
      ]),
    );
    const doModulo = Object.fromEntries(Object.entries(CAMPOS_POR_TIPO).map(([t, campos]) => [t, [...campos].sort()]));
    expect(doRegistro).toEqual(doModulo);
  });

  it('campo de outro tipo é recusado com a chave do campo; o que falta do tipo também', () => {
    const lista = [{ tipo: 'refECF', modelo: '2D', n_ecf: '1', n_coo: '123', numero: 5 }];
    let erro: unknown;
    try {
      conferirReferencias(lista);
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(ValidationError);
    expect((erro as ValidationError).fields['NFref[0].numero']).toEqual(['Não se usa em cupom fiscal']);
    expect(() => conferirReferencias([{ ref_nfe: '3'.repeat(44) }])).not.toThrow();
    expect(() => conferirReferencias([{ tipo: 'refNFP', uf: 'PR', aamm: '2610' }])).toThrow(ValidationError);
  });
});
