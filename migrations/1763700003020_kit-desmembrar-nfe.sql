-- Up Migration
-- Kit na NF-e: por padrão o kit sai como uma linha (o estoque baixa os
-- componentes); com esta opção do emitente, o faturamento troca a linha do kit pelos componentes,
-- com o valor do kit rateado entre eles.
ALTER TABLE configuracao ADD COLUMN kit_desmembrar_nfe boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE configuracao DROP COLUMN IF EXISTS kit_desmembrar_nfe;
