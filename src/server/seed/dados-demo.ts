/**
 * Generators of realistic Brazilian demo records (deterministic: a seeded PRNG, so every fresh
 * database has the same demo): people and company names, valid CPF/CNPJ (check digits per Receita
 * Federal rules, via src/domain), addresses in real IBGE municipalities with CEPs in the UF's range.
 */
import { cnpjCheckDigits, cpfCheckDigits } from '../../domain/index.ts';

/** mulberry32: small deterministic PRNG returning [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
export const digits = (r: Rng, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

export function cpf(r: Rng): string {
  let base = digits(r, 9);
  if (/^(\d)\1+$/.test(base)) base = '123456789';
  return base + cpfCheckDigits(base);
}

export function cnpj(r: Rng, filial = '0001'): string {
  const base = digits(r, 8) + filial;
  return base + cnpjCheckDigits(base);
}

const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Juliana',
  'Lucas',
  'Mariana',
  'Mateus',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Vinícius',
  'Larissa',
  'Rodrigo',
  'Fernanda',
  'Gustavo',
  'Camila',
  'Leonardo',
  'Patrícia',
  'André',
  'Beatriz',
  'Caio',
  'Débora',
  'Everton',
  'Letícia',
  'Marcelo',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  "D'Ávila",
  'Cardoso',
  'Teixeira',
  'Correia',
];
const RAMOS = [
  'Comércio de Alimentos',
  'Materiais de Construção',
  'Autopeças',
  'Distribuidora de Bebidas',
  'Papelaria',
  'Ferragens',
  'Confecções',
  'Informática',
  'Farmácia',
  'Supermercado',
  'Padaria e Confeitaria',
  'Transportes',
  'Móveis',
  'Calçados',
  'Produtos Agropecuários',
  'Utilidades Domésticas',
  'Eletrônicos',
  'Pet Shop',
  'Materiais Elétricos',
  'Embalagens',
];
const FANTASIAS = [
  'Central',
  'Nova Era',
  'Bom Jesus',
  'Progresso',
  'União',
  'Horizonte',
  'Estrela',
  'São Jorge',
  'Primavera',
  'Aliança',
  'Vale Verde',
  'Boa Vista',
  'Real',
  'Líder',
  'Dois Irmãos',
  'Santa Clara',
  'Ouro Branco',
  'Avenida',
  'Esperança',
  'Planalto',
];
const SUFIXOS = ['Ltda', 'Eireli', 'ME', 'S.A.', 'Ltda EPP'];
const RUAS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua Tiradentes',
  'Rua Dom Pedro II',
  'Avenida Independência',
  'Rua Marechal Deodoro',
  'Rua São Paulo',
  'Rua Bahia',
  'Avenida Paulista',
  'Rua Santos Dumont',
  'Rua Rui Barbosa',
  'Avenida JK',
  'Rua Duque de Caxias',
  'Rua Barão do Rio Branco',
  'Travessa da Paz',
];
const BAIRROS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Santa Cruz',
  'São José',
  'Boa Vista',
  'Industrial',
  'Jardim Europa',
  'Vila Operária',
  'Parque das Nações',
  'Cidade Alta',
  'Bela Vista',
  'Santo Antônio',
  'Jardim Primavera',
];

/** First CEP digits per UF (Correios ranges), used to make the demo CEPs plausible. */
const CEP_UF: Record<string, [number, number]> = {
  SP: [1000, 19999],
  RJ: [20000, 28999],
  ES: [29000, 29999],
  MG: [30000, 39999],
  BA: [40000, 48999],
  SE: [49000, 49999],
  PE: [50000, 56999],
  AL: [57000, 57999],
  PB: [58000, 58999],
  RN: [59000, 59999],
  CE: [60000, 63999],
  PI: [64000, 64999],
  MA: [65000, 65999],
  PA: [66000, 68899],
  AM: [69000, 69299],
  AP: [68900, 68999],
  RR: [69300, 69399],
  AC: [69900, 69999],
  DF: [70000, 73699],
  GO: [72800, 76799],
  TO: [77000, 77999],
  MT: [78000, 78899],
  RO: [76800, 76999],
  MS: [79000, 79999],
  PR: [80000, 87999],
  SC: [88000, 89999],
  RS: [90000, 99999],
};

export function cep(r: Rng, uf: string): string {
  const [a, b] = CEP_UF[uf] ?? [1000, 99999];
  return String(a + Math.floor(r() * (b - a))).padStart(5, '0') + digits(r, 3);
}

export const pessoa = (r: Rng) => `${pick(r, NOMES)} ${pick(r, SOBRENOMES)} ${pick(r, SOBRENOMES)}`;
export function empresa(r: Rng): { nome: string; fantasia: string } {
  const fantasia = `${pick(r, FANTASIAS)} ${pick(r, RAMOS)}`;
  return { nome: `${fantasia} ${pick(r, SUFIXOS)}`.slice(0, 60), fantasia: fantasia.slice(0, 60) };
}
export const endereco = (r: Rng) => ({ logradouro: pick(r, RUAS), numero: String(1 + Math.floor(r() * 3000)), bairro: pick(r, BAIRROS) });
export const telefone = (r: Rng, ddd: string) => ddd + '9' + digits(r, 8);
export function email(nome: string, dominio: string): string {
  const n = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/);
  return `${n[0]}.${n[n.length - 1]}@${dominio}`;
}
