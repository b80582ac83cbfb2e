/**
 * Offline CEP table (fallback of GET /v1/cep/{cep} when the online lookup is off or fails).
 *
 * Sources:
 * - UF ranges: the Correios' CEP ranges per state ("Faixas de CEP por UF", Guia Postal Brasileiro /
 *   Busca Faixa de CEP at buscacepinter.correios.com.br). AM, DF and GO have two ranges each.
 * - Capital ranges: the Correios' CEP range of each capital's locality (same service). Where
 *   published references disagree on the upper end (Salvador, Fortaleza, São Luís, Natal, Macapá,
 *   Rio Branco, Goiânia, Campo Grande), the narrower range is kept: a CEP outside it only loses the
 *   municipality guess (the UF stays), while a too-wide range would name the wrong city.
 * - Municipality codes: IBGE (the `cidade` reference table).
 *
 * Ranges are inclusive, as 8-digit numbers. Brasília is the whole Distrito Federal.
 */

export interface FaixaUf {
  uf: string;
  de: number;
  ate: number;
}
export interface FaixaCapital {
  uf: string;
  cidade_id: number;
  nome: string;
  de: number;
  ate: number;
}

const f = (s: string) => Number(s.replace(/\D/g, ''));

export const FAIXAS_UF: readonly FaixaUf[] = (
  [
    ['SP', '01000-000', '19999-999'],
    ['RJ', '20000-000', '28999-999'],
    ['ES', '29000-000', '29999-999'],
    ['MG', '30000-000', '39999-999'],
    ['BA', '40000-000', '48999-999'],
    ['SE', '49000-000', '49999-999'],
    ['PE', '50000-000', '56999-999'],
    ['AL', '57000-000', '57999-999'],
    ['PB', '58000-000', '58999-999'],
    ['RN', '59000-000', '59999-999'],
    ['CE', '60000-000', '63999-999'],
    ['PI', '64000-000', '64999-999'],
    ['MA', '65000-000', '65999-999'],
    ['PA', '66000-000', '68899-999'],
    ['AP', '68900-000', '68999-999'],
    ['AM', '69000-000', '69299-999'],
    ['RR', '69300-000', '69399-999'],
    ['AM', '69400-000', '69899-999'],
    ['AC', '69900-000', '69999-999'],
    ['DF', '70000-000', '72799-999'],
    ['GO', '72800-000', '72999-999'],
    ['DF', '73000-000', '73699-999'],
    ['GO', '73700-000', '76799-999'],
    ['RO', '76800-000', '76999-999'],
    ['TO', '77000-000', '77999-999'],
    ['MT', '78000-000', '78899-999'],
    ['MS', '79000-000', '79999-999'],
    ['PR', '80000-000', '87999-999'],
    ['SC', '88000-000', '89999-999'],
    ['RS', '90000-000', '99999-999'],
  ] as const
).map(([uf, de, ate]) => ({ uf, de: f(de), ate: f(ate) }));

export const FAIXAS_CAPITAIS: readonly FaixaCapital[] = (
  [
    ['SP', 3550308, 'São Paulo', '01000-000', '05999-999'],
    ['SP', 3550308, 'São Paulo', '08000-000', '08499-999'],
    ['RJ', 3304557, 'Rio de Janeiro', '20000-000', '23799-999'],
    ['ES', 3205309, 'Vitória', '29000-000', '29099-999'],
    ['MG', 3106200, 'Belo Horizonte', '30000-000', '31999-999'],
    ['BA', 2927408, 'Salvador', '40000-000', '41999-999'],
    ['SE', 2800308, 'Aracaju', '49000-000', '49098-999'],
    ['PE', 2611606, 'Recife', '50000-000', '52999-999'],
    ['AL', 2704302, 'Maceió', '57000-000', '57099-999'],
    ['PB', 2507507, 'João Pessoa', '58000-000', '58099-999'],
    ['RN', 2408102, 'Natal', '59000-000', '59139-999'],
    ['CE', 2304400, 'Fortaleza', '60000-000', '60999-999'],
    ['PI', 2211001, 'Teresina', '64000-000', '64099-999'],
    ['MA', 2111300, 'São Luís', '65000-000', '65099-999'],
    ['PA', 1501402, 'Belém', '66000-000', '66999-999'],
    ['AP', 1600303, 'Macapá', '68900-000', '68911-999'],
    ['AM', 1302603, 'Manaus', '69000-000', '69099-999'],
    ['RR', 1400100, 'Boa Vista', '69300-000', '69339-999'],
    ['AC', 1200401, 'Rio Branco', '69900-000', '69920-999'],
    ['DF', 5300108, 'Brasília', '70000-000', '72799-999'],
    ['DF', 5300108, 'Brasília', '73000-000', '73699-999'],
    ['GO', 5208707, 'Goiânia', '74000-000', '74894-999'],
    ['RO', 1100205, 'Porto Velho', '76800-000', '76834-999'],
    ['TO', 1721000, 'Palmas', '77000-000', '77249-999'],
    ['MT', 5103403, 'Cuiabá', '78000-000', '78109-999'],
    ['MS', 5002704, 'Campo Grande', '79000-000', '79124-999'],
    ['PR', 4106902, 'Curitiba', '80000-000', '82999-999'],
    ['SC', 4205407, 'Florianópolis', '88000-000', '88099-999'],
    ['RS', 4314902, 'Porto Alegre', '90000-000', '91999-999'],
  ] as const
).map(([uf, cidade_id, nome, de, ate]) => ({ uf, cidade_id, nome, de: f(de), ate: f(ate) }));

/** The UF of an 8-digit CEP by the ranges above, or null. */
export function ufDoCep(cep: string): string | null {
  const n = Number(cep);
  return FAIXAS_UF.find((x) => n >= x.de && n <= x.ate)?.uf ?? null;
}

/** The capital whose range holds the CEP, or null. */
export function capitalDoCep(cep: string): FaixaCapital | null {
  const n = Number(cep);
  return FAIXAS_CAPITAIS.find((x) => n >= x.de && n <= x.ate) ?? null;
}
