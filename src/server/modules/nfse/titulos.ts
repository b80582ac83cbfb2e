/** Títulos a receber da NFS-e: funções do financeiro (dono das escritas em receber). */
export { lancarTitulosDaNfse, cancelarTitulosDaNfse, exigirNfseSemBaixas } from '../financeiro/titulos-nfse.ts';
