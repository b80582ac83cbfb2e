-- Up Migration
-- Busca sem acento e sem caixa em toda lista e pesquisa: "cafe", "CAFÉ" e
-- "café" acham "Café"; "sao joao" acha "São João". `erp_sem_acento` é IMMUTABLE (translate + lower,
-- sem depender de dicionário nem de extensão), então serve em índices de expressão e funciona igual
-- no PostgreSQL e no PGlite; o lado JavaScript é `dobrarBusca` (src/domain/busca.ts), com as mesmas
-- letras (LETRAS_ACENTUADAS). O compilador OData compara `erp_sem_acento(coluna) LIKE padrão dobrado`.
-- Índices trigram (pg_trgm) nas colunas mais pesquisadas mantêm o `contains` rápido em tabelas grandes.
-- Texto só ASCII (bytes = caracteres) dispensa o translate, que percorre o mapa a cada caractere:
-- numa varredura de 100.000 nomes o custo cai à metade (bench/README, throughput).
CREATE OR REPLACE FUNCTION erp_sem_acento(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN octet_length(t) = char_length(t) THEN lower(t)
              ELSE lower(translate(t, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) END
$$;

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX cliente_nome_sem_acento ON cliente USING gin (erp_sem_acento(nome) gin_trgm_ops);
CREATE INDEX cliente_fantasia_sem_acento ON cliente USING gin (erp_sem_acento(fantasia) gin_trgm_ops);
CREATE INDEX produto_descricao_sem_acento ON produto USING gin (erp_sem_acento(descricao) gin_trgm_ops);
CREATE INDEX fornecedor_nome_sem_acento ON fornecedor USING gin (erp_sem_acento(nome) gin_trgm_ops);
CREATE INDEX transportadora_nome_sem_acento ON transportadora USING gin (erp_sem_acento(nome) gin_trgm_ops);
CREATE INDEX cidade_nome_sem_acento ON cidade USING gin (erp_sem_acento(nome) gin_trgm_ops);
CREATE INDEX ncm_descricao_sem_acento ON ncm USING gin (erp_sem_acento(descricao) gin_trgm_ops);

-- Down Migration
DROP INDEX IF EXISTS ncm_descricao_sem_acento, cidade_nome_sem_acento, transportadora_nome_sem_acento, fornecedor_nome_sem_acento,
  produto_descricao_sem_acento, cliente_fantasia_sem_acento, cliente_nome_sem_acento;
DROP FUNCTION IF EXISTS erp_sem_acento(text);
