/**
 * Validação XSD de documentos da NF-e/NFC-e com pacotes oficiais de schemas (arquitetura §7) e
 * tradução das mensagens para pt-BR (SPEC §5). Detalhes e números de desempenho em `pacote.ts`.
 */
export {
  carregarPacoteSchemas,
  ENTRADAS_SCHEMA,
  type DocumentoSchema,
  type ErroSchema,
  type OpcoesPacote,
  type PacoteSchemas,
  type ResultadoValidacao,
} from './pacote.ts';
export { traduzirErroSchema, semNamespace, type ContextoTraducao, type ErroTraduzido } from './traducao.ts';
