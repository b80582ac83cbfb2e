-- Up Migration
-- Cliente e fornecedor estrangeiros sem documento brasileiro (nota de importação): o
-- CPF/CNPJ deixa de ser obrigatório no registro para tipo_pessoa 'E' (o servidor o exige para F e J,
-- src/server/crud/pessoa.ts conferirDocumentoPessoa); a coluna segue NOT NULL, com '' para o
-- estrangeiro, como o código fiscal já lê (NF-e: idEstrangeiro no lugar de CNPJ/CPF).
ALTER TABLE cliente ALTER COLUMN cpf_cnpj SET DEFAULT '';
ALTER TABLE fornecedor ALTER COLUMN cpf_cnpj SET DEFAULT '';

-- Down Migration
ALTER TABLE cliente ALTER COLUMN cpf_cnpj DROP DEFAULT;
ALTER TABLE fornecedor ALTER COLUMN cpf_cnpj DROP DEFAULT;
