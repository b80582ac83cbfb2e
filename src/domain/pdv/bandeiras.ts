/**
 * Bandeiras de cartão do grupo `card` da NF-e/NFC-e (`tBand`, YA06): os códigos da tabela do
 * MOC 7.0 (Anexo I, leiaute do grupo YA; ampliada pela NT 2016.002 — 01 a 09 — e pelas revisões
 * seguintes que incluíram 10 a 27) e 99 = Outros. O schema (PL_010, `tBand`) só exige 2 dígitos;
 * a lista fechada evita código que nenhuma bandeira usa.
 */

/** Código `tBand` e nome da bandeira, na ordem da tabela. */
export const BANDEIRAS_CARTAO: ReadonlyArray<{ codigo: string; nome: string }> = [
  { codigo: '01', nome: 'Visa' },
  { codigo: '02', nome: 'Mastercard' },
  { codigo: '03', nome: 'American Express' },
  { codigo: '04', nome: 'Sorocred' },
  { codigo: '05', nome: 'Diners Club' },
  { codigo: '06', nome: 'Elo' },
  { codigo: '07', nome: 'Hipercard' },
  { codigo: '08', nome: 'Aura' },
  { codigo: '09', nome: 'Cabal' },
  { codigo: '10', nome: 'Alelo' },
  { codigo: '11', nome: 'Banes Card' },
  { codigo: '12', nome: 'CalCard' },
  { codigo: '13', nome: 'Credz' },
  { codigo: '14', nome: 'Discover' },
  { codigo: '15', nome: 'GoodCard' },
  { codigo: '16', nome: 'GreenCard' },
  { codigo: '17', nome: 'Hiper' },
  { codigo: '18', nome: 'JCB' },
  { codigo: '19', nome: 'Mais' },
  { codigo: '20', nome: 'MaxVan' },
  { codigo: '21', nome: 'Policard' },
  { codigo: '22', nome: 'RedeCompras' },
  { codigo: '23', nome: 'Sodexo' },
  { codigo: '24', nome: 'ValeCard' },
  { codigo: '25', nome: 'Verocheque' },
  { codigo: '26', nome: 'VR' },
  { codigo: '27', nome: 'Ticket' },
  { codigo: '99', nome: 'Outros' },
];

const CODIGOS = new Set(BANDEIRAS_CARTAO.map((b) => b.codigo));

/** `true` quando `codigo` (2 dígitos) está na tabela de bandeiras. Não lança erros. */
export function bandeiraValida(codigo: unknown): boolean {
  return typeof codigo === 'string' && CODIGOS.has(codigo);
}

/** Nome da bandeira do código `tBand`, ou `undefined` quando não está na tabela. */
export function nomeBandeira(codigo: string): string | undefined {
  return BANDEIRAS_CARTAO.find((b) => b.codigo === codigo)?.nome;
}
