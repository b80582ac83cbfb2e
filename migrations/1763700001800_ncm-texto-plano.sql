-- Up Migration
-- Descrições da NCM sem marcação HTML: a tabela oficial traz <i>, <sub> e <sup>
-- nas descrições, que apareciam cruas nas buscas e telas. Bancos novos já recebem o texto limpo da
-- carga de referência (src/domain/texto-oficial.ts, mesmas regras); aqui se limpam os existentes:
-- <sup> de 2, 3, 6 e "-" (os que a tabela usa) viram sobrescritos; as demais marcas saem.
UPDATE ncm SET descricao = btrim(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(descricao,
      '<sup>\s*2\s*</sup>', '²', 'gi'), '<sup>\s*3\s*</sup>', '³', 'gi'), '<sup>\s*6\s*</sup>', '⁶', 'gi'), '<sup>\s*-\s*</sup>', '⁻', 'gi'),
    '</?[a-zA-Z][a-zA-Z0-9]*[^>]*>', '', 'g'),
  '\s{2,}', ' ', 'g'))
 WHERE descricao ~ '<[a-zA-Z/]';

-- Down Migration
-- (sem volta: o texto original está na tabela oficial e na carga de referência)
