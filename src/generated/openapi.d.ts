/* gerado por npm run codegen — não edite (fonte: schema/entities/*.json, gerador: codegen/) */

export interface paths {
    "/v1/auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar
         * @description Autentica por login e senha e abre uma sessão; LembrarMe prolonga a validade do refresh token. Limitado por IP e login (HTTP 429).
         */
        post: operations["Auth_Login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh-token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renovar o token de acesso
         * @description Troca o refresh token por um novo par (rotação); reutilizar um refresh token já usado encerra a sessão.
         */
        post: operations["Auth_RefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/revoke-session/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encerrar a sessão pelo refresh token */
        post: operations["Auth_RevokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/revoke-session-id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Encerrar uma sessão pelo identificador
         * @description Encerra a própria sessão ou, com Permitir.SessaoUsuario.Alterar, a de outro usuário visível.
         */
        post: operations["Auth_RevokeSessionId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/RefreshTokenEmpresa/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trocar a empresa da sessão
         * @description Passa a sessão a atuar sobre outra empresa visível ao usuário e devolve novos tokens.
         */
        post: operations["Auth_RefreshTokenEmpresa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ConfiguracaoWhiteLabel/CarregarUrl/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Carregar a identidade visual do inquilino
         * @description Público. Procura pela url curta (1 a 255 caracteres, sem diferenciar maiúsculas) ou pelo guid de 36 caracteres; sem resultado, Success false e Data null.
         */
        get: operations["ConfiguracaoWhiteLabel_CarregarUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/registerEmitente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cadastrar empresa e usuário proprietário
         * @description Público, limitado por IP. Cria a empresa (pacote 1, homologação) sob a revenda do white-label Url, seus perfis padrão e o usuário proprietário, numa única transação. Erros por campo com prefixo Empresa. e Usuario.
         */
        post: operations["Conta_RegisterEmitente"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/redefinirSenhaUsuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Redefinir a senha por e-mail
         * @description Público, limitado por IP. Com {Email, Url}: envia um link de uso único (1 hora) e sempre responde Success true. Com {Token, Senha}: define a nova senha e encerra as sessões do usuário.
         */
        put: operations["Conta_RedefinirSenha"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alterarSenhaUsuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Alterar a própria senha */
        put: operations["Conta_AlterarSenha"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alterarEmailUsuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Alterar o próprio e-mail */
        put: operations["Conta_AlterarEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/getByUsuarioExists/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verificar se um login já existe */
        post: operations["Conta_UsuarioExiste"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cep/{cep}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar endereço pelo CEP
         * @description Consulta online quando configurada (CEP_API_URL) e, sem resposta, a tabela offline de faixas de CEP por UF e capitais (fonte offline).
         */
        get: operations["Cep_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/resumo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo do dashboard da empresa
         * @description Totais de clientes e produtos, valor do estoque, novos clientes por dia (30 dias) e produtos por grupo da empresa da sessão.
         */
        get: operations["Dashboard_Resumo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schema/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar a definição de uma entidade
         * @description Devolve o documento do registro de entidades (JSON Schema com o bloco x-erp), pelo id ou pelo nome OData.
         */
        get: operations["Schema_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/$metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metadados OData (EDMX)
         * @description Documento CSDL/EDMX do serviço OData v4 (namespace ERP).
         */
        get: operations["OData_Metadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adicional/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Adicional
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Adicional_Alterar"];
        /**
         * Incluir Adicional
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Adicional_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adicional/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Adicional
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Adicional_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Adicional
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Adicional_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Adicional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Adicionais (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Adicional_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adicionalGrupo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Grupo de adicionais
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["AdicionalGrupo_Alterar"];
        /**
         * Incluir Grupo de adicionais
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["AdicionalGrupo_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adicionalGrupo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Grupo de adicionais
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["AdicionalGrupo_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Grupo de adicionais
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["AdicionalGrupo_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/AdicionalGrupo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Grupos de adicionais (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["AdicionalGrupo_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adicionalGrupoItem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Adicional do grupo
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["AdicionalGrupoItem_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/AdicionalGrupoItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Adicionais do grupo (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: ordem. Chave: id.
         */
        get: operations["AdicionalGrupoItem_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agenciaBoletoLicenca/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Agência de cobrança da licença
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.LicencaRecebivel.Alterar.
         */
        put: operations["AgenciaBoletoLicenca_Alterar"];
        /**
         * Incluir Agência de cobrança da licença
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.LicencaRecebivel.Incluir.
         */
        post: operations["AgenciaBoletoLicenca_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agenciaBoletoLicenca/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Agência de cobrança da licença
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.LicencaRecebivel.Consultar.
         */
        get: operations["AgenciaBoletoLicenca_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Agência de cobrança da licença
         * @description Exclui o registro. Permissão: Permitir.LicencaRecebivel.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["AgenciaBoletoLicenca_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/AgenciaBoletoLicenca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Agências de cobrança da licença (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: beneficiario, agencia, conta. Ordem padrão: id. Chave: id.
         */
        get: operations["AgenciaBoletoLicenca_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ajuda/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Artigo de ajuda
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Ajuda.Alterar.
         */
        put: operations["Ajuda_Alterar"];
        /**
         * Incluir Artigo de ajuda
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Ajuda.Incluir.
         */
        post: operations["Ajuda_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ajuda/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Artigo de ajuda
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Ajuda.Consultar.
         */
        get: operations["Ajuda_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Artigo de ajuda
         * @description Exclui o registro. Permissão: Permitir.Ajuda.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Ajuda_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Ajuda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Artigos de ajuda (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: titulo, resumo, palavras_chave. Ordem padrão: ordem. Chave: id.
         */
        get: operations["Ajuda_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ajudaCategoria/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Categoria de ajuda
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Ajuda.Alterar.
         */
        put: operations["AjudaCategoria_Alterar"];
        /**
         * Incluir Categoria de ajuda
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Ajuda.Incluir.
         */
        post: operations["AjudaCategoria_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ajudaCategoria/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Categoria de ajuda
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Ajuda.Consultar.
         */
        get: operations["AjudaCategoria_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Categoria de ajuda
         * @description Exclui o registro. Permissão: Permitir.Ajuda.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["AjudaCategoria_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/AjudaCategoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Categorias de ajuda (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, descricao. Ordem padrão: ordem. Chave: id.
         */
        get: operations["AjudaCategoria_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ajudaModuloCategoria/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Módulo da categoria de ajuda
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Ajuda.Alterar.
         */
        put: operations["AjudaModuloCategoria_Alterar"];
        /**
         * Incluir Módulo da categoria de ajuda
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Ajuda.Incluir.
         */
        post: operations["AjudaModuloCategoria_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ajudaModuloCategoria/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Módulo da categoria de ajuda
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Ajuda.Consultar.
         */
        get: operations["AjudaModuloCategoria_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Módulo da categoria de ajuda
         * @description Exclui o registro. Permissão: Permitir.Ajuda.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["AjudaModuloCategoria_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/AjudaModuloCategoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Módulos da categoria (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: modulo. Ordem padrão: modulo. Chave: id.
         */
        get: operations["AjudaModuloCategoria_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/aliquota/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Alíquota de ICMS por UF
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Aliquota_Alterar"];
        /**
         * Incluir Alíquota de ICMS por UF
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Aliquota_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/aliquota/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Alíquota de ICMS por UF
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Aliquota_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Alíquota de ICMS por UF
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Aliquota_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Aliquota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Alíquotas de ICMS (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: uf_origem, uf_destino, fonte_legal. Ordem padrão: uf_destino. Chave: id.
         */
        get: operations["Aliquota_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cartaCorrecaoNFe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Carta de Correção de NF-e
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.GerenciadorNFe.Alterar.
         */
        put: operations["CartaCorrecaoNFe_Alterar"];
        /**
         * Incluir Carta de Correção de NF-e
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.GerenciadorNFe.Incluir.
         */
        post: operations["CartaCorrecaoNFe_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cartaCorrecaoNFe/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Carta de Correção de NF-e
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.GerenciadorNFe.Consultar.
         */
        get: operations["CartaCorrecaoNFe_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Carta de Correção de NF-e
         * @description Exclui o registro. Permissão: Permitir.GerenciadorNFe.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["CartaCorrecaoNFe_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/CartaCorrecaoNFe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Cartas de Correção de NF-e (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: correcao. Ordem padrão: criado_em. Chave: id.
         */
        get: operations["CartaCorrecaoNFe_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categoriaEstoque/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Categoria de estoque
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["CategoriaEstoque_Alterar"];
        /**
         * Incluir Categoria de estoque
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["CategoriaEstoque_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categoriaEstoque/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Categoria de estoque
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["CategoriaEstoque_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Categoria de estoque
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["CategoriaEstoque_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/CategoriaEstoque": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Categorias de estoque (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["CategoriaEstoque_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar CEST
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cest.Consultar.
         */
        get: operations["Cest_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Cest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar CEST (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao, segmento, ncms. Ordem padrão: codigo. Chave: codigo.
         */
        get: operations["Cest_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cfop/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar CFOP
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cfop.Consultar.
         */
        get: operations["Cfop_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Cfop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar CFOP (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao. Ordem padrão: codigo. Chave: codigo.
         */
        get: operations["Cfop_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cidade/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Município
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cidade.Consultar.
         */
        get: operations["Cidade_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Cidade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Municípios (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome. Ordem padrão: nome. Chave: id.
         */
        get: operations["Cidade_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cliente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Cliente
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Cliente.Alterar.
         */
        put: operations["Cliente_Alterar"];
        /**
         * Incluir Cliente
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Cliente.Incluir.
         */
        post: operations["Cliente_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cliente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Cliente
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cliente.Consultar.
         */
        get: operations["Cliente_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Cliente
         * @description Exclui o registro. Permissão: Permitir.Cliente.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Cliente_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Clientes (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cpf_cnpj, email. Ordem padrão: nome. Chave: id.
         */
        get: operations["Cliente_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clienteEmail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar E-mail do cliente
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Cliente.Alterar.
         */
        put: operations["ClienteEmail_Alterar"];
        /**
         * Incluir E-mail do cliente
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Cliente.Incluir.
         */
        post: operations["ClienteEmail_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clienteEmail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar E-mail do cliente
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cliente.Consultar.
         */
        get: operations["ClienteEmail_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir E-mail do cliente
         * @description Exclui o registro. Permissão: Permitir.Cliente.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ClienteEmail_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ClienteEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar E-mails do cliente (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: email, descricao. Chave: id.
         */
        get: operations["ClienteEmail_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clienteEndereco/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Endereço do cliente
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Cliente.Alterar.
         */
        put: operations["ClienteEndereco_Alterar"];
        /**
         * Incluir Endereço do cliente
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Cliente.Incluir.
         */
        post: operations["ClienteEndereco_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clienteEndereco/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Endereço do cliente
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cliente.Consultar.
         */
        get: operations["ClienteEndereco_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Endereço do cliente
         * @description Exclui o registro. Permissão: Permitir.Cliente.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ClienteEndereco_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ClienteEndereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Endereços do cliente (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao, logradouro, bairro. Chave: id.
         */
        get: operations["ClienteEndereco_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clienteTelefone/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Telefone do cliente
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Cliente.Alterar.
         */
        put: operations["ClienteTelefone_Alterar"];
        /**
         * Incluir Telefone do cliente
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Cliente.Incluir.
         */
        post: operations["ClienteTelefone_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clienteTelefone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Telefone do cliente
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Cliente.Consultar.
         */
        get: operations["ClienteTelefone_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Telefone do cliente
         * @description Exclui o registro. Permissão: Permitir.Cliente.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ClienteTelefone_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ClienteTelefone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Telefones do cliente (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: numero, descricao. Chave: id.
         */
        get: operations["ClienteTelefone_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/condicao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Condição de pagamento
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Condicao.Alterar.
         */
        put: operations["Condicao_Alterar"];
        /**
         * Incluir Condição de pagamento
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Condicao.Incluir.
         */
        post: operations["Condicao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/condicao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Condição de pagamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Condicao.Consultar.
         */
        get: operations["Condicao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Condição de pagamento
         * @description Exclui o registro. Permissão: Permitir.Condicao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Condicao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Condicao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Condições de pagamento (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Condicao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/configuracao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Configuração da empresa
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Configuracao.Alterar.
         */
        put: operations["Configuracao_Alterar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/configuracao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Configuração da empresa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Configuracao.Consultar.
         */
        get: operations["Configuracao_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Configuracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Configurações (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Chave: id.
         */
        get: operations["Configuracao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/configuracaoWhiteLabel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Configuração white label
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.ConfiguracaoWhiteLabel.Alterar.
         */
        put: operations["ConfiguracaoWhiteLabel_Alterar"];
        /**
         * Incluir Configuração white label
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.ConfiguracaoWhiteLabel.Incluir.
         */
        post: operations["ConfiguracaoWhiteLabel_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/configuracaoWhiteLabel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Configuração white label
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.ConfiguracaoWhiteLabel.Consultar.
         */
        get: operations["ConfiguracaoWhiteLabel_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Configuração white label
         * @description Exclui o registro. Permissão: Permitir.ConfiguracaoWhiteLabel.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ConfiguracaoWhiteLabel_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ConfiguracaoWhiteLabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Configurações white label (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: url, nome_empresa, site. Ordem padrão: nome_empresa. Chave: id.
         */
        get: operations["ConfiguracaoWhiteLabel_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conta/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Conta
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Conta.Alterar.
         */
        put: operations["Conta_Alterar"];
        /**
         * Incluir Conta
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Conta.Incluir.
         */
        post: operations["Conta_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conta/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Conta
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Conta.Consultar.
         */
        get: operations["Conta_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Conta
         * @description Exclui o registro. Permissão: Permitir.Conta.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Conta_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar todos: Plano de contas
         * @description Devolve todos os registros visíveis (SPEC §7).
         */
        get: operations["Conta_Todos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Conta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Plano de contas (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao. Ordem padrão: codigo. Chave: id.
         */
        get: operations["Conta_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contaBancaria/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Conta bancária / caixa
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Conta.Alterar.
         */
        put: operations["ContaBancaria_Alterar"];
        /**
         * Incluir Conta bancária / caixa
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Conta.Incluir.
         */
        post: operations["ContaBancaria_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contaBancaria/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Conta bancária / caixa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Conta.Consultar.
         */
        get: operations["ContaBancaria_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Conta bancária / caixa
         * @description Exclui o registro. Permissão: Permitir.Conta.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ContaBancaria_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ContaBancaria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Contas bancárias e caixas (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao, numero. Ordem padrão: descricao. Chave: id.
         */
        get: operations["ContaBancaria_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Centro de custo
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Custo.Alterar.
         */
        put: operations["Custo_Alterar"];
        /**
         * Incluir Centro de custo
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Custo.Incluir.
         */
        post: operations["Custo_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Centro de custo
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Custo.Consultar.
         */
        get: operations["Custo_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Centro de custo
         * @description Exclui o registro. Permissão: Permitir.Custo.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Custo_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/custo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar todos: Centros de custo
         * @description Devolve todos os registros visíveis (SPEC §7).
         */
        get: operations["Custo_Todos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Custo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Centros de custo (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Custo_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/distribuidor/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Distribuidor
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Distribuidor.Alterar.
         */
        put: operations["Distribuidor_Alterar"];
        /**
         * Incluir Distribuidor
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Distribuidor.Incluir.
         */
        post: operations["Distribuidor_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/distribuidor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Distribuidor
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Distribuidor.Consultar.
         */
        get: operations["Distribuidor_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Distribuidor
         * @description Exclui o registro. Permissão: Permitir.Distribuidor.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Distribuidor_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Distribuidor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Distribuidores (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cnpj. Ordem padrão: nome. Chave: id.
         */
        get: operations["Distribuidor_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/distribuidorMaster/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Distribuidor master
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.DistribuidorMaster.Alterar.
         */
        put: operations["DistribuidorMaster_Alterar"];
        /**
         * Incluir Distribuidor master
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.DistribuidorMaster.Incluir.
         */
        post: operations["DistribuidorMaster_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/distribuidorMaster/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Distribuidor master
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.DistribuidorMaster.Consultar.
         */
        get: operations["DistribuidorMaster_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Distribuidor master
         * @description Exclui o registro. Permissão: Permitir.DistribuidorMaster.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["DistribuidorMaster_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/DistribuidorMaster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Distribuidores master (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cnpj. Ordem padrão: nome. Chave: id.
         */
        get: operations["DistribuidorMaster_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitente/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Empresa
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Empresas.Alterar.
         */
        put: operations["Emitente_Alterar"];
        /**
         * Incluir Empresa
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Empresas.Incluir.
         */
        post: operations["Emitente_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Empresa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Empresas.Consultar.
         */
        get: operations["Emitente_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Empresa
         * @description Exclui o registro. Permissão: Permitir.Empresas.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Emitente_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Emitente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Empresas (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cnpj. Ordem padrão: nome. Chave: id.
         */
        get: operations["Emitente_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteFiscal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Configuração fiscal da empresa
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Configuracao.Alterar.
         */
        put: operations["EmitenteFiscal_Alterar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteFiscal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Configuração fiscal da empresa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Configuracao.Consultar.
         */
        get: operations["EmitenteFiscal_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EmitenteFiscal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Configurações fiscais (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Chave: id.
         */
        get: operations["EmitenteFiscal_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteRestricao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Restrição do perfil
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.EmitenteRestricao.Alterar.
         */
        put: operations["EmitenteRestricao_Alterar"];
        /**
         * Incluir Restrição do perfil
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.EmitenteRestricao.Incluir.
         */
        post: operations["EmitenteRestricao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteRestricao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Restrição do perfil
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.EmitenteRestricao.Consultar.
         */
        get: operations["EmitenteRestricao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Restrição do perfil
         * @description Exclui o registro. Permissão: Permitir.EmitenteRestricao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["EmitenteRestricao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EmitenteRestricao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Restrições do perfil (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: regra. Ordem padrão: regra. Chave: id.
         */
        get: operations["EmitenteRestricao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteRestricaoPadrao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Restrição padrão de empresa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.EmitenteRestricaoPadrao.Consultar.
         */
        get: operations["EmitenteRestricaoPadrao_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EmitenteRestricaoPadrao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Restrições padrão de empresa (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: regra, descricao, modulo. Ordem padrão: regra. Chave: id.
         */
        get: operations["EmitenteRestricaoPadrao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteSoftwareHouse/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Software house da empresa
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.EmitenteSoftwareHouse.Alterar.
         */
        put: operations["EmitenteSoftwareHouse_Alterar"];
        /**
         * Incluir Software house da empresa
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.EmitenteSoftwareHouse.Incluir.
         */
        post: operations["EmitenteSoftwareHouse_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteSoftwareHouse/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Software house da empresa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.EmitenteSoftwareHouse.Consultar.
         */
        get: operations["EmitenteSoftwareHouse_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Software house da empresa
         * @description Exclui o registro. Permissão: Permitir.EmitenteSoftwareHouse.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["EmitenteSoftwareHouse_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EmitenteSoftwareHouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Software houses das empresas (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: emitente_id. Chave: id.
         */
        get: operations["EmitenteSoftwareHouse_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteTipoUsuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Perfil de usuário da empresa
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.EmitenteRestricao.Alterar.
         */
        put: operations["EmitenteTipoUsuario_Alterar"];
        /**
         * Incluir Perfil de usuário da empresa
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.EmitenteRestricao.Incluir.
         */
        post: operations["EmitenteTipoUsuario_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emitenteTipoUsuario/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Perfil de usuário da empresa
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.EmitenteRestricao.Consultar.
         */
        get: operations["EmitenteTipoUsuario_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Perfil de usuário da empresa
         * @description Exclui o registro. Permissão: Permitir.EmitenteRestricao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["EmitenteTipoUsuario_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EmitenteTipoUsuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Perfis de usuário (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["EmitenteTipoUsuario_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/especie/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Espécie de pagamento
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Especie.Alterar.
         */
        put: operations["Especie_Alterar"];
        /**
         * Incluir Espécie de pagamento
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Especie.Incluir.
         */
        post: operations["Especie_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/especie/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Espécie de pagamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Especie.Consultar.
         */
        get: operations["Especie_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Espécie de pagamento
         * @description Exclui o registro. Permissão: Permitir.Especie.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Especie_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Especie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Espécies de pagamento (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Especie_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoque/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Saldo de estoque
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Estoque_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Estoque": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Saldos de estoque (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: produto_id. Chave: id.
         */
        get: operations["Estoque_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoqueMoviOperacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Operação de estoque
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.EstoqueMoviOperacao.Consultar.
         */
        get: operations["EstoqueMoviOperacao_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EstoqueMoviOperacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Operações de estoque (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao. Ordem padrão: id. Chave: id.
         */
        get: operations["EstoqueMoviOperacao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoqueMovimentacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Movimentação de estoque
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["EstoqueMovimentacao_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EstoqueMovimentacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Movimentações de estoque (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: observacao, documento_tipo. Ordem padrão: id. Chave: id.
         */
        get: operations["EstoqueMovimentacao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoqueSt/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar ICMS-ST retido anteriormente
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["EstoqueSt_Alterar"];
        /**
         * Incluir ICMS-ST retido anteriormente
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["EstoqueSt_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoqueSt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar ICMS-ST retido anteriormente
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["EstoqueSt_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir ICMS-ST retido anteriormente
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["EstoqueSt_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EstoqueSt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar ST retido na entrada (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: chave_nfe_entrada. Ordem padrão: data_entrada. Chave: id.
         */
        get: operations["EstoqueSt_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoqueVariacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Combinação da grade
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["EstoqueVariacao_Alterar"];
        /**
         * Incluir Combinação da grade
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["EstoqueVariacao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/estoqueVariacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Combinação da grade
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["EstoqueVariacao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Combinação da grade
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["EstoqueVariacao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/EstoqueVariacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Grade de variações (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["EstoqueVariacao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faturamento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Faturamento
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Faturamento.Alterar.
         */
        put: operations["Faturamento_Alterar"];
        /**
         * Incluir Faturamento
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Faturamento.Incluir.
         */
        post: operations["Faturamento_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faturamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Faturamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Faturamento.Consultar.
         */
        get: operations["Faturamento_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Faturamento
         * @description Exclui o registro. Permissão: Permitir.Faturamento.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Faturamento_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Faturamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Faturamentos (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: natureza_operacao, chave. Ordem padrão: data_emissao. Chave: id.
         */
        get: operations["Faturamento_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faturamentoDuplicata/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Duplicata do faturamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Faturamento.Consultar.
         */
        get: operations["FaturamentoDuplicata_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/FaturamentoDuplicata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Duplicatas do faturamento (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Chave: id.
         */
        get: operations["FaturamentoDuplicata_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faturamentoItem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Item do faturamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Faturamento.Consultar.
         */
        get: operations["FaturamentoItem_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/FaturamentoItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Itens do faturamento (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Chave: id.
         */
        get: operations["FaturamentoItem_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faturamentoPagamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Pagamento do faturamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Faturamento.Consultar.
         */
        get: operations["FaturamentoPagamento_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/FaturamentoPagamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Pagamentos do faturamento (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Chave: id.
         */
        get: operations["FaturamentoPagamento_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faturamentoVolume/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Volume do faturamento
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Faturamento.Consultar.
         */
        get: operations["FaturamentoVolume_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/FaturamentoVolume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Volumes do faturamento (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Chave: id.
         */
        get: operations["FaturamentoVolume_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fechamentoFinanceiro/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Fechamento do financeiro
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Conta.Alterar.
         */
        put: operations["FechamentoFinanceiro_Alterar"];
        /**
         * Incluir Fechamento do financeiro
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Conta.Incluir.
         */
        post: operations["FechamentoFinanceiro_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fechamentoFinanceiro/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Fechamento do financeiro
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Conta.Consultar.
         */
        get: operations["FechamentoFinanceiro_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Fechamento do financeiro
         * @description Exclui o registro. Permissão: Permitir.Conta.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["FechamentoFinanceiro_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/FechamentoFinanceiro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Fechamentos do financeiro (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: observacao. Ordem padrão: id. Chave: id.
         */
        get: operations["FechamentoFinanceiro_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fornecedor/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Fornecedor
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Fornecedor.Alterar.
         */
        put: operations["Fornecedor_Alterar"];
        /**
         * Incluir Fornecedor
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Fornecedor.Incluir.
         */
        post: operations["Fornecedor_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fornecedor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Fornecedor
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Fornecedor.Consultar.
         */
        get: operations["Fornecedor_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Fornecedor
         * @description Exclui o registro. Permissão: Permitir.Fornecedor.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Fornecedor_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Fornecedor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Fornecedores (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cpf_cnpj, email. Ordem padrão: nome. Chave: id.
         */
        get: operations["Fornecedor_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generator/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Gerador de códigos
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Configuracao.Alterar.
         */
        put: operations["Generator_Alterar"];
        /**
         * Incluir Gerador de códigos
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Configuracao.Incluir.
         */
        post: operations["Generator_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generator/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Gerador de códigos
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Configuracao.Consultar.
         */
        get: operations["Generator_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Gerador de códigos
         * @description Exclui o registro. Permissão: Permitir.Configuracao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Generator_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Generator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Geradores de códigos (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: tabela. Chave: id.
         */
        get: operations["Generator_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grupo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Grupo de produtos
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Grupo_Alterar"];
        /**
         * Incluir Grupo de produtos
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Grupo_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grupo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Grupo de produtos
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Grupo_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Grupo de produtos
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Grupo_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Grupo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Grupos de produtos (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Grupo_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ibpt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Alíquota aproximada IBPT
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Ibpt_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Ibpt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Tabela IBPT (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao. Ordem padrão: codigo. Chave: id.
         */
        get: operations["Ibpt_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inutilizacaoNFe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Inutilização de numeração de NF-e
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.GerenciadorNFe.Alterar.
         */
        put: operations["InutilizacaoNFe_Alterar"];
        /**
         * Incluir Inutilização de numeração de NF-e
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.GerenciadorNFe.Incluir.
         */
        post: operations["InutilizacaoNFe_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/inutilizacaoNFe/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Inutilização de numeração de NF-e
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.GerenciadorNFe.Consultar.
         */
        get: operations["InutilizacaoNFe_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Inutilização de numeração de NF-e
         * @description Exclui o registro. Permissão: Permitir.GerenciadorNFe.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["InutilizacaoNFe_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/InutilizacaoNFe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Inutilizações de NF-e (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: justificativa. Ordem padrão: criado_em. Chave: id.
         */
        get: operations["InutilizacaoNFe_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Kit
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Kit_Alterar"];
        /**
         * Incluir Kit
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Kit_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Kit
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Kit_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Kit
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Kit_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Kits (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["Kit_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/licencaRecebivel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Fatura de licença
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.LicencaRecebivel.Consultar.
         */
        get: operations["LicencaRecebivel_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/LicencaRecebivel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Faturas de licença (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: competencia. Chave: id.
         */
        get: operations["LicencaRecebivel_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/motorista/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Motorista
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Motorista.Alterar.
         */
        put: operations["Motorista_Alterar"];
        /**
         * Incluir Motorista
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Motorista.Incluir.
         */
        post: operations["Motorista_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/motorista/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Motorista
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Motorista.Consultar.
         */
        get: operations["Motorista_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Motorista
         * @description Exclui o registro. Permissão: Permitir.Motorista.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Motorista_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Motorista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Motoristas (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, cpf, cnh. Ordem padrão: nome. Chave: id.
         */
        get: operations["Motorista_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ncm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar NCM
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Ncm.Consultar.
         */
        get: operations["Ncm_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Ncm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar NCM (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao. Ordem padrão: codigo. Chave: codigo.
         */
        get: operations["Ncm_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pagar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Conta a pagar
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Pagar.Alterar.
         */
        put: operations["Pagar_Alterar"];
        /**
         * Incluir Conta a pagar
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Pagar.Incluir.
         */
        post: operations["Pagar_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pagar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Conta a pagar
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Pagar.Consultar.
         */
        get: operations["Pagar_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Conta a pagar
         * @description Exclui o registro. Permissão: Permitir.Pagar.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Pagar_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Pagar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Contas a pagar (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: documento, descricao. Ordem padrão: vencimento. Chave: id.
         */
        get: operations["Pagar_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pagarAnexo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Anexo de conta a pagar
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Pagar.Consultar.
         */
        get: operations["PagarAnexo_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/PagarAnexo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Anexos de contas a pagar (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["PagarAnexo_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pagarPagamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Baixa de conta a pagar
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Pagar.Consultar.
         */
        get: operations["PagarPagamento_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/PagarPagamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Baixas de contas a pagar (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["PagarPagamento_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pais/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar País
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Pais.Consultar.
         */
        get: operations["Pais_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Pais": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Países (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, sigla. Ordem padrão: nome. Chave: id.
         */
        get: operations["Pais_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prodKit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Componente do kit
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["ProdKit_Alterar"];
        /**
         * Incluir Componente do kit
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["ProdKit_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prodKit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Componente do kit
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["ProdKit_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Componente do kit
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ProdKit_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ProdKit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Componentes do kit (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["ProdKit_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/produto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Produto
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Produto_Alterar"];
        /**
         * Incluir Produto
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Produto_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/produto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Produto
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Produto_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Produto
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Produto_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Produto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Produtos (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: codigo, descricao, gtin, ncm. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Produto_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/produtoAdicional/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Grupo de adicionais do produto
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["ProdutoAdicional_Alterar"];
        /**
         * Incluir Grupo de adicionais do produto
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["ProdutoAdicional_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/produtoAdicional/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Grupo de adicionais do produto
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["ProdutoAdicional_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Grupo de adicionais do produto
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ProdutoAdicional_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ProdutoAdicional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Adicionais dos produtos (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["ProdutoAdicional_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/produtoTributacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Tributação do produto por UF e operação
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["ProdutoTributacao_Alterar"];
        /**
         * Incluir Tributação do produto por UF e operação
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["ProdutoTributacao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/produtoTributacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Tributação do produto por UF e operação
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["ProdutoTributacao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Tributação do produto por UF e operação
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["ProdutoTributacao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ProdutoTributacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Tributação por UF (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: fonte_legal, uf_destino. Ordem padrão: produto_id. Chave: id.
         */
        get: operations["ProdutoTributacao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receber/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Conta a receber
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Receber.Alterar.
         */
        put: operations["Receber_Alterar"];
        /**
         * Incluir Conta a receber
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Receber.Incluir.
         */
        post: operations["Receber_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receber/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Conta a receber
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Receber.Consultar.
         */
        get: operations["Receber_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Conta a receber
         * @description Exclui o registro. Permissão: Permitir.Receber.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Receber_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Receber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Contas a receber (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: documento, descricao. Ordem padrão: vencimento. Chave: id.
         */
        get: operations["Receber_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receberAnexo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Anexo de conta a receber
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Receber.Consultar.
         */
        get: operations["ReceberAnexo_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ReceberAnexo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Anexos de contas a receber (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["ReceberAnexo_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receberPagamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Baixa de conta a receber
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Receber.Consultar.
         */
        get: operations["ReceberPagamento_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/ReceberPagamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Baixas de contas a receber (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: id. Chave: id.
         */
        get: operations["ReceberPagamento_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restricao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Restrição
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Restricao.Alterar.
         */
        put: operations["Restricao_Alterar"];
        /**
         * Incluir Restrição
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Restricao.Incluir.
         */
        post: operations["Restricao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restricao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Restrição
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Restricao.Consultar.
         */
        get: operations["Restricao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Restrição
         * @description Exclui o registro. Permissão: Permitir.Restricao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Restricao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Restricao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Restrições (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: regra. Ordem padrão: regra. Chave: id.
         */
        get: operations["Restricao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restricaoPadrao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Restrição padrão
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.RestricaoPadrao.Alterar.
         */
        put: operations["RestricaoPadrao_Alterar"];
        /**
         * Incluir Restrição padrão
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.RestricaoPadrao.Incluir.
         */
        post: operations["RestricaoPadrao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/restricaoPadrao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Restrição padrão
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.RestricaoPadrao.Consultar.
         */
        get: operations["RestricaoPadrao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Restrição padrão
         * @description Exclui o registro. Permissão: Permitir.RestricaoPadrao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["RestricaoPadrao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/RestricaoPadrao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Restrições padrão (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: regra, descricao, modulo. Ordem padrão: regra. Chave: id.
         */
        get: operations["RestricaoPadrao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenda/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Revenda
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Revenda.Alterar.
         */
        put: operations["Revenda_Alterar"];
        /**
         * Incluir Revenda
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Revenda.Incluir.
         */
        post: operations["Revenda_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenda/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Revenda
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Revenda.Consultar.
         */
        get: operations["Revenda_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Revenda
         * @description Exclui o registro. Permissão: Permitir.Revenda.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Revenda_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Revenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Revendas (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cnpj. Ordem padrão: nome. Chave: id.
         */
        get: operations["Revenda_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/serieDocumento/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Série de documento fiscal
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Configuracao.Alterar.
         */
        put: operations["SerieDocumento_Alterar"];
        /**
         * Incluir Série de documento fiscal
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Configuracao.Incluir.
         */
        post: operations["SerieDocumento_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/serieDocumento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Série de documento fiscal
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Configuracao.Consultar.
         */
        get: operations["SerieDocumento_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Série de documento fiscal
         * @description Exclui o registro. Permissão: Permitir.Configuracao.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["SerieDocumento_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/SerieDocumento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Séries de documentos fiscais (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). Ordem padrão: serie. Chave: id.
         */
        get: operations["SerieDocumento_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessaoUsuario/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Sessão de usuário
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.SessaoUsuario.Consultar.
         */
        get: operations["SessaoUsuario_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/SessaoUsuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Usuários conectados (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: ip, user_agent. Ordem padrão: ultimo_uso. Chave: id.
         */
        get: operations["SessaoUsuario_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/softwareHouse/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Software house
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.SoftwareHouse.Alterar.
         */
        put: operations["SoftwareHouse_Alterar"];
        /**
         * Incluir Software house
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.SoftwareHouse.Incluir.
         */
        post: operations["SoftwareHouse_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/softwareHouse/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Software house
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.SoftwareHouse.Consultar.
         */
        get: operations["SoftwareHouse_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Software house
         * @description Exclui o registro. Permissão: Permitir.SoftwareHouse.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["SoftwareHouse_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/SoftwareHouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Software houses (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, cnpj, contato. Ordem padrão: nome. Chave: id.
         */
        get: operations["SoftwareHouse_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stUf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Substituição tributária por UF
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["StUf_Alterar"];
        /**
         * Incluir Substituição tributária por UF
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["StUf_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stUf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Substituição tributária por UF
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["StUf_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Substituição tributária por UF
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["StUf_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/StUf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar ST por UF (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: uf_destino, ncm, cest, fonte_legal. Ordem padrão: uf_destino. Chave: id.
         */
        get: operations["StUf_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subGrupo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Subgrupo de produtos
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["SubGrupo_Alterar"];
        /**
         * Incluir Subgrupo de produtos
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["SubGrupo_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subGrupo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Subgrupo de produtos
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["SubGrupo_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Subgrupo de produtos
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["SubGrupo_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/SubGrupo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Subgrupos de produtos (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["SubGrupo_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ticket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Ticket de suporte
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Ticket.Alterar.
         */
        put: operations["Ticket_Alterar"];
        /**
         * Incluir Ticket de suporte
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Ticket.Incluir.
         */
        post: operations["Ticket_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ticket/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Ticket de suporte
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Ticket.Consultar.
         */
        get: operations["Ticket_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Ticket de suporte
         * @description Exclui o registro. Permissão: Permitir.Ticket.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Ticket_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Tickets (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: assunto, categoria. Ordem padrão: alterado_em. Chave: id.
         */
        get: operations["Ticket_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ticketMensagem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Mensagem do ticket
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Ticket.Alterar.
         */
        put: operations["TicketMensagem_Alterar"];
        /**
         * Incluir Mensagem do ticket
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Ticket.Incluir.
         */
        post: operations["TicketMensagem_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ticketMensagem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Mensagem do ticket
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Ticket.Consultar.
         */
        get: operations["TicketMensagem_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Mensagem do ticket
         * @description Exclui o registro. Permissão: Permitir.Ticket.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["TicketMensagem_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TicketMensagem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Mensagens do ticket (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: texto. Ordem padrão: criado_em. Chave: id.
         */
        get: operations["TicketMensagem_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tipoEstoque/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Local de estoque
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["TipoEstoque_Alterar"];
        /**
         * Incluir Local de estoque
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["TipoEstoque_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tipoEstoque/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Local de estoque
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["TipoEstoque_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Local de estoque
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["TipoEstoque_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TipoEstoque": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Locais de estoque (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["TipoEstoque_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tipoProduto/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Tipo de produto
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["TipoProduto_Alterar"];
        /**
         * Incluir Tipo de produto
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["TipoProduto_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tipoProduto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Tipo de produto
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["TipoProduto_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Tipo de produto
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["TipoProduto_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TipoProduto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Tipos de produto (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["TipoProduto_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tipoUsuario/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Tipo de usuário
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.TipoUsuario.Consultar.
         */
        get: operations["TipoUsuario_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TipoUsuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Tipos de usuário (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: tipo. Ordem padrão: id. Chave: id.
         */
        get: operations["TipoUsuario_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadora/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Transportadora
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Transportadora.Alterar.
         */
        put: operations["Transportadora_Alterar"];
        /**
         * Incluir Transportadora
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Transportadora.Incluir.
         */
        post: operations["Transportadora_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadora/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Transportadora
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Transportadora.Consultar.
         */
        get: operations["Transportadora_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Transportadora
         * @description Exclui o registro. Permissão: Permitir.Transportadora.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Transportadora_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Transportadora": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Transportadoras (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, fantasia, cpf_cnpj, email. Ordem padrão: nome. Chave: id.
         */
        get: operations["Transportadora_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadoraEmail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar E-mail da transportadora
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Transportadora.Alterar.
         */
        put: operations["TransportadoraEmail_Alterar"];
        /**
         * Incluir E-mail da transportadora
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Transportadora.Incluir.
         */
        post: operations["TransportadoraEmail_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadoraEmail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar E-mail da transportadora
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Transportadora.Consultar.
         */
        get: operations["TransportadoraEmail_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir E-mail da transportadora
         * @description Exclui o registro. Permissão: Permitir.Transportadora.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["TransportadoraEmail_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TransportadoraEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar E-mails da transportadora (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: email, descricao. Chave: id.
         */
        get: operations["TransportadoraEmail_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadoraEndereco/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Endereço da transportadora
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Transportadora.Alterar.
         */
        put: operations["TransportadoraEndereco_Alterar"];
        /**
         * Incluir Endereço da transportadora
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Transportadora.Incluir.
         */
        post: operations["TransportadoraEndereco_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadoraEndereco/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Endereço da transportadora
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Transportadora.Consultar.
         */
        get: operations["TransportadoraEndereco_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Endereço da transportadora
         * @description Exclui o registro. Permissão: Permitir.Transportadora.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["TransportadoraEndereco_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TransportadoraEndereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Endereços da transportadora (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao, logradouro, bairro. Chave: id.
         */
        get: operations["TransportadoraEndereco_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadoraTelefone/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Telefone da transportadora
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Transportadora.Alterar.
         */
        put: operations["TransportadoraTelefone_Alterar"];
        /**
         * Incluir Telefone da transportadora
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Transportadora.Incluir.
         */
        post: operations["TransportadoraTelefone_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transportadoraTelefone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Telefone da transportadora
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Transportadora.Consultar.
         */
        get: operations["TransportadoraTelefone_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Telefone da transportadora
         * @description Exclui o registro. Permissão: Permitir.Transportadora.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["TransportadoraTelefone_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/TransportadoraTelefone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Telefones da transportadora (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: numero, descricao. Chave: id.
         */
        get: operations["TransportadoraTelefone_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tributacoes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Perfil de tributação
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Tributacoes_Alterar"];
        /**
         * Incluir Perfil de tributação
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Tributacoes_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tributacoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Perfil de tributação
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Tributacoes_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Perfil de tributação
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Tributacoes_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Tributacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Perfis de tributação (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao, fonte_legal. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Tributacoes_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/uf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Unidade da Federação
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Uf.Consultar.
         */
        get: operations["Uf_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Uf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Unidades da Federação (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: sigla, nome. Ordem padrão: sigla. Chave: sigla.
         */
        get: operations["Uf_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Usuário
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Usuario.Alterar.
         */
        put: operations["Usuario_Alterar"];
        /**
         * Incluir Usuário
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Usuario.Incluir.
         */
        post: operations["Usuario_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuario/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Usuário
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Usuario.Consultar.
         */
        get: operations["Usuario_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Usuário
         * @description Exclui o registro. Permissão: Permitir.Usuario.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Usuario_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Usuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Usuários (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: login, nome, email. Ordem padrão: nome. Chave: id.
         */
        get: operations["Usuario_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuarioDado/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Dados pessoais do usuário
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Usuario.Alterar.
         */
        put: operations["UsuarioDado_Alterar"];
        /**
         * Incluir Dados pessoais do usuário
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Usuario.Incluir.
         */
        post: operations["UsuarioDado_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuarioDado/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Dados pessoais do usuário
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Usuario.Consultar.
         */
        get: operations["UsuarioDado_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Dados pessoais do usuário
         * @description Exclui o registro. Permissão: Permitir.Usuario.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["UsuarioDado_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/UsuarioDado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Dados pessoais do usuário (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: cpf, rg. Chave: id.
         */
        get: operations["UsuarioDado_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuarioEndereco/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Endereço do usuário
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Usuario.Alterar.
         */
        put: operations["UsuarioEndereco_Alterar"];
        /**
         * Incluir Endereço do usuário
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Usuario.Incluir.
         */
        post: operations["UsuarioEndereco_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuarioEndereco/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Endereço do usuário
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Usuario.Consultar.
         */
        get: operations["UsuarioEndereco_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Endereço do usuário
         * @description Exclui o registro. Permissão: Permitir.Usuario.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["UsuarioEndereco_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/UsuarioEndereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Endereços do usuário (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao, logradouro. Chave: id.
         */
        get: operations["UsuarioEndereco_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuarioTelefone/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Telefone do usuário
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Usuario.Alterar.
         */
        put: operations["UsuarioTelefone_Alterar"];
        /**
         * Incluir Telefone do usuário
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Usuario.Incluir.
         */
        post: operations["UsuarioTelefone_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usuarioTelefone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Telefone do usuário
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Usuario.Consultar.
         */
        get: operations["UsuarioTelefone_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Telefone do usuário
         * @description Exclui o registro. Permissão: Permitir.Usuario.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["UsuarioTelefone_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/UsuarioTelefone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Telefones do usuário (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: numero, descricao. Chave: id.
         */
        get: operations["UsuarioTelefone_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/variacao/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Variação
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["Variacao_Alterar"];
        /**
         * Incluir Variação
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["Variacao_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/variacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Variação
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["Variacao_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Variação
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Variacao_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Variacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Variações (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao. Ordem padrão: descricao. Chave: id.
         */
        get: operations["Variacao_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/variacaoItem/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Valor da variação
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Produto.Alterar.
         */
        put: operations["VariacaoItem_Alterar"];
        /**
         * Incluir Valor da variação
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Produto.Incluir.
         */
        post: operations["VariacaoItem_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/variacaoItem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Valor da variação
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["VariacaoItem_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Valor da variação
         * @description Exclui o registro. Permissão: Permitir.Produto.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["VariacaoItem_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/VariacaoItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Valores da variação (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: descricao, sigla. Ordem padrão: ordem. Chave: id.
         */
        get: operations["VariacaoItem_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendedor/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Vendedor
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.Vendedor.Alterar.
         */
        put: operations["Vendedor_Alterar"];
        /**
         * Incluir Vendedor
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.Vendedor.Incluir.
         */
        post: operations["Vendedor_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendedor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Vendedor
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Vendedor.Consultar.
         */
        get: operations["Vendedor_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Vendedor
         * @description Exclui o registro. Permissão: Permitir.Vendedor.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["Vendedor_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/Vendedor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Vendedores (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, cpf, email. Ordem padrão: nome. Chave: id.
         */
        get: operations["Vendedor_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendedorRevenda/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar Vendedor da revenda
         * @description Altera o registro identificado por id no corpo (listas filhas substituídas). Permissão: Permitir.VendedorRevenda.Alterar.
         */
        put: operations["VendedorRevenda_Alterar"];
        /**
         * Incluir Vendedor da revenda
         * @description Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.VendedorRevenda.Incluir.
         */
        post: operations["VendedorRevenda_Incluir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendedorRevenda/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Vendedor da revenda
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.VendedorRevenda.Consultar.
         */
        get: operations["VendedorRevenda_Consultar"];
        put?: never;
        post?: never;
        /**
         * Excluir Vendedor da revenda
         * @description Exclui o registro. Permissão: Permitir.VendedorRevenda.Alterar (não há ação de exclusão própria, SPEC §6).
         */
        delete: operations["VendedorRevenda_Excluir"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/VendedorRevenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Vendedores da revenda (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: nome, email, cpf. Ordem padrão: nome. Chave: id.
         */
        get: operations["VendedorRevenda_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/versaoTabelaIbpt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar Versão da tabela IBPT
         * @description Devolve o registro com as listas filhas. Permissão: Permitir.Produto.Consultar.
         */
        get: operations["VersaoTabelaIbpt_Consultar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OData/VersaoTabelaIbpt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar Versões da tabela IBPT (OData)
         * @description Lista OData v4 (sem as listas filhas nem campos somente escrita). $search pesquisa em: versao, uf. Ordem padrão: importado_em. Chave: id.
         */
        get: operations["VersaoTabelaIbpt_ListarOData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Envelope
         * @description Resposta de toda chamada não OData (SPEC §7). Em erro, Success é false e Message traz o texto em pt-BR.
         */
        Envelope: {
            Success: boolean;
            Message: string | null;
            /** @description Conteúdo da resposta (depende da operação). */
            Data: unknown;
        };
        /**
         * Erro de validação
         * @description HTTP 400: Success false, Message em pt-BR e uma chave por campo com a lista de mensagens (ex.: "cpf_cnpj": ["CPF/CNPJ inválido"], "itens[2].quantidade": ["Deve ser maior que zero"]). As chaves Success, Message e Data são reservadas.
         */
        ValidationError: {
            /** @constant */
            Success: false;
            Message: string;
            Data: null;
        } & {
            [key: string]: string[];
        };
        /**
         * Erro OData
         * @description Erro das rotas /OData (formato OData v4).
         */
        ODataError: {
            error: {
                code: string;
                message: string;
            };
        };
        /** Login */
        LoginRequest: {
            /** Login */
            Login: string;
            /** Senha */
            Password: string;
            /**
             * Lembrar-me
             * @default false
             */
            LembrarMe: boolean;
        };
        /** Renovação de token */
        RefreshTokenRequest: {
            /** @description Token de acesso atual (pode estar expirado); se enviado, deve ser da mesma sessão. */
            AccessToken?: string;
            RefreshToken: string;
        };
        /** Troca de empresa da sessão */
        RefreshTokenEmpresaRequest: {
            /** Empresa */
            EmitenteId: number;
            RefreshToken: string;
        };
        /**
         * Usuário da sessão
         * @description Formato do usuário guardado pelo navegador (SPEC §3).
         */
        StoredUser: {
            id: number;
            login: string;
            nome: string;
            email: string;
            Emitente: {
                id: number;
                nome: string;
                cnpj: string;
                tipo_pacote: number;
                Revenda: {
                    id: number | null;
                };
            } | null;
            TipoUsuario: {
                id: number;
                tipo: string;
                /** Restrições do tipo de usuário */
                Restricao: {
                    /** @example Permitir.Cliente.Consultar */
                    regra: string;
                }[];
            };
            EmitenteTipoUsuario: {
                id: number;
                descricao: string;
                /** Restrições do perfil na empresa */
                EmitenteRestricao: {
                    /** @example Permitir.Cliente.Consultar */
                    regra: string;
                }[];
            } | null;
        };
        /** Sessão autenticada */
        LoginData: {
            /** @description Token de acesso (JWT, enviado como Authorization: Bearer). */
            Token: string;
            /** @description Token de renovação (rotativo, uso único). */
            RefreshToken: string;
            /**
             * @description Expiração do token de acesso, YYYY-MM-DDTHH:mm:ss no fuso do servidor (-03:00).
             * @example 2026-01-31T18:30:00
             */
            TokenExpires: string;
            User: components["schemas"]["StoredUser"];
        };
        /**
         * Identidade visual pública
         * @description Campos públicos da configuração white-label do inquilino (SPEC §3).
         */
        WhiteLabelPublico: {
            /** URL curta */
            url?: string | null;
            /** Nome da empresa */
            nome_empresa?: string | null;
            /** Site */
            site?: string | null;
            /** Logo */
            logo?: string | null;
            /** Logo (fundo escuro) */
            logo_white?: string | null;
            /** Logo (fundo claro) */
            logo_black?: string | null;
            /** Fundo da tela de login */
            login_fundo?: string | null;
            /** Ícone (favicon) */
            icone?: string | null;
            /** Título da tela de login */
            login_titulo?: string | null;
            /** Descrição da tela de login */
            login_descricao?: string | null;
            /** Cor primária */
            cor_primaria?: string | null;
        };
        /**
         * Adicional
         * @description Complemento vendido junto de um produto no balcão (food service): bacon extra, borda recheada, molho. Tem preço próprio, somado ao item; entra nos grupos de adicionais que o produto oferece.
         */
        Adicional: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Preço (R$)
             * @description Somado ao preço do item a cada unidade escolhida; 0 para adicional sem custo (ex.: sem cebola)
             * @default 0
             */
            preco: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
        };
        /**
         * Grupo de adicionais
         * @description Conjunto de adicionais oferecido junto de um produto (ex.: Escolha o molho: mínimo 1, máximo 2). Mínimo 0 torna o grupo opcional; o máximo nunca é menor que o mínimo.
         */
        AdicionalGrupo: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Mínimo de escolhas
             * @description 0: grupo opcional
             * @default 0
             */
            minimo_escolhas: number;
            /**
             * Máximo de escolhas
             * @default 1
             */
            maximo_escolhas: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Adicionais do grupo
             * @description Lista filha de AdicionalGrupoItem, gravada junto com o registro.
             */
            Item?: components["schemas"]["AdicionalGrupoItem"][];
        };
        /**
         * Adicional do grupo
         * @description Um adicional oferecido no grupo; o preço do grupo, quando informado, vale no lugar do preço do adicional (ex.: bacon R$ 4,00 no lanche, R$ 6,00 na pizza). Gravado só junto com o grupo (lista Item), onde o mesmo adicional não se repete.
         */
        AdicionalGrupoItem: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Grupo */
            adicional_grupo_id: number;
            /** Adicional */
            adicional_id: number;
            /**
             * Preço no grupo (R$)
             * @description Vazio: o preço do adicional
             */
            preco?: number;
            /**
             * Ordem
             * @default 0
             */
            ordem: number;
        };
        /**
         * Agência de cobrança da licença
         * @description Conta do administrador que emite os boletos das faturas de licença (Itaú, carteira 109); o nosso número sai sequencial de proximo_nosso_numero (issue 14).
         */
        AgenciaBoletoLicenca: {
            /** Código */
            readonly id?: number;
            /**
             * Banco
             * @default 341
             * @enum {string}
             */
            banco: "341";
            /** Agência */
            agencia: string;
            /** Conta (sem o dígito) */
            conta: string;
            /**
             * Carteira
             * @default 109
             * @enum {string}
             */
            carteira: "109";
            /** Beneficiário */
            beneficiario: string;
            /**
             * CNPJ do beneficiário
             * Format: cnpj
             */
            cnpj: string;
            /**
             * Próximo nosso número
             * @default 1
             */
            proximo_nosso_numero: number;
            /**
             * Ativa
             * @default true
             */
            ativo: boolean;
        };
        /**
         * Artigo de ajuda
         * @description Artigo da central de ajuda, escrito pelo administrador em texto rico (HTML saneado no servidor; imagens por POST /v1/ajudaUpload/). Os usuários leem os publicados por GET /v1/ajuda/GetAjudasUsuario (SPEC §7).
         */
        Ajuda: {
            /** Código */
            readonly id?: number;
            /** Categoria */
            categoria_id: number;
            /** Título */
            titulo: string;
            /** Resumo */
            resumo?: string;
            /**
             * Palavras-chave
             * @description Termos extras para a busca, separados por vírgula
             */
            palavras_chave?: string;
            /**
             * Publicado
             * @default false
             */
            publicado: boolean;
            /**
             * Ordem
             * @default 0
             */
            ordem: number;
            /**
             * Conteúdo
             * Format: html
             */
            conteudo: string;
            /** Autor */
            readonly autor_nome?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Categoria de ajuda
         * @description Categoria dos artigos da central de ajuda (administrador). Os módulos ligados (ajudaModuloCategoria) dizem em quais telas os artigos da categoria aparecem como ajuda contextual; sem módulos, a categoria é geral.
         */
        AjudaCategoria: {
            /** Código */
            readonly id?: number;
            /** Nome */
            nome: string;
            /** Descrição */
            descricao?: string;
            /**
             * Ordem
             * @default 0
             */
            ordem: number;
            /**
             * Ativa
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
            /**
             * Módulos da categoria
             * @description Lista filha de AjudaModuloCategoria, gravada junto com o registro.
             */
            Modulo?: components["schemas"]["AjudaModuloCategoria"][];
        };
        /**
         * Módulo da categoria de ajuda
         * @description Liga uma categoria de ajuda a um módulo (página do menu, SPEC §2): os artigos publicados da categoria aparecem no botão de ajuda dessa tela e a categoria só é listada a quem abre ao menos um dos seus módulos.
         */
        AjudaModuloCategoria: {
            /** Código */
            readonly id?: number;
            /** Categoria */
            categoria_id: number;
            /**
             * Módulo
             * @enum {string}
             */
            modulo: "dashboard" | "empresas" | "empresasGerenciar" | "softwarehouse" | "whitelabel" | "restricoes" | "restricoesGerenciar" | "gestor" | "distribuidorMaster" | "distribuidor" | "revenda" | "licencaRecebivel" | "vendedoresRevenda" | "licencas" | "atualizacoesPlano" | "bloqueios" | "ajuda" | "ajudaCategorias" | "clientes" | "produtos" | "transportadoras" | "fornecedores" | "vendedores" | "motoristas" | "produtoSimulador" | "tabelaIbpt" | "tabelasOficiais" | "aliquotas" | "stUf" | "tributacoes" | "produtoTributacao" | "estoqueSt" | "faturamento" | "gerenciarNFe" | "inutilizacaoNFe" | "cartaCorrecaoNFe" | "arquivosXml" | "pdv" | "pdvVenda" | "inutilizacaoNFCe" | "pedidos" | "compras" | "manifestoDFe" | "comprasRelatorios" | "condicoes" | "especies" | "custos" | "contas" | "receber" | "receberRelatorios" | "pagar" | "pagarRelatorios" | "relatorios" | "relatoriosGerenciar" | "usuarios" | "sessaoUsuario" | "emitenteRestricoes" | "emitenteRestricoesGerenciar" | "configuracoes" | "emitente" | "conversao" | "auditoria" | "suporteAjuda" | "tickets" | "faturaLicenca" | "estoque" | "locaisEstoque" | "variacoes" | "kits";
        };
        /**
         * Alíquota de ICMS por UF
         * @description Alíquota do ICMS da operação entre a UF de origem e a de destino (interna quando iguais; interestadual da Res. SF 22/89 e 13/2012 nas demais), alíquota interna e FCP da UF de destino (DIFAL, EC 87/2015 e LC 190/2022) e a fórmula do DIFAL da UF de destino. Sem linha para o par de UFs, o cálculo usa a tabela embutida (alíquotas modais) e a configuração fiscal da empresa.
         */
        Aliquota: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** UF de origem */
            uf_origem: string;
            /** UF de destino */
            uf_destino: string;
            /**
             * Alíquota do ICMS na operação (%)
             * @description Interna quando origem = destino; interestadual (4, 7 ou 12) nas demais
             */
            aliquota_icms: number;
            /**
             * Alíquota interna da UF de destino (%)
             * @description Usada no DIFAL; vazio: a alíquota modal embutida
             */
            aliquota_interna_destino?: number;
            /**
             * FCP da UF de destino (%)
             * @default 0
             */
            fcp_destino: number;
            /**
             * Fórmula do DIFAL nesta UF
             * @description Vazio: a da configuração fiscal da empresa
             * @enum {string}
             */
            metodo_difal?: "base-unica" | "base-dupla";
            /** FCP no divisor do DIFAL (base dupla) */
            fcp_no_divisor_difal?: boolean;
            /**
             * Fonte legal
             * @description Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
             */
            fonte_legal: string;
            /**
             * Vigência: início
             * Format: date
             */
            vigencia_inicio?: string;
            /**
             * Vigência: fim
             * Format: date
             * @description Vazio: sem data de término
             */
            vigencia_fim?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Carta de Correção de NF-e
         * @description Carta de Correção eletrônica (evento 110110) de uma NF-e autorizada. Transmitida por GET /v1/GerenciadorNFe/TransmitirCCeNFe?id; a sequência (1 a 20 por nota) é alocada na transmissão.
         */
        CartaCorrecaoNFe: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Nota (faturamento) */
            faturamento_id: number;
            /** Correção */
            correcao: string;
            /** Sequência */
            readonly sequencia?: number;
            /**
             * Situação
             * @default pendente
             * @enum {string}
             */
            readonly situacao: "pendente" | "registrada" | "rejeitada";
            /** Código de retorno (cStat) */
            readonly cstat?: string;
            /** Motivo */
            readonly xmotivo?: string;
            /** Protocolo */
            readonly protocolo?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Categoria de estoque
         * @description Agrupamento do estoque definido pela empresa (ex.: Curva A, Perecíveis, Consignado), independente do grupo comercial do produto; a posição de estoque filtra e totaliza por ela.
         */
        CategoriaEstoque: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
        };
        /**
         * CEST
         * @description Código Especificador da Substituição Tributária (Convênio ICMS 142/2018), com os NCM abrangidos. Tabela de referência global, somente leitura.
         */
        Cest: {
            /** CEST */
            codigo: string;
            /** Descrição */
            descricao: string;
            /** Segmento */
            segmento?: string;
            /**
             * NCM abrangidos
             * @description Códigos NCM ou prefixos, separados por vírgula
             */
            ncms?: string;
            /**
             * Início da vigência
             * Format: date
             */
            data_inicio?: string;
            /**
             * Fim da vigência
             * Format: date
             */
            data_fim?: string;
        };
        /**
         * CFOP
         * @description Código Fiscal de Operações e Prestações (Convênio s/nº de 1970, Anexo II). Tabela de referência global, somente leitura.
         */
        Cfop: {
            /** CFOP */
            codigo: string;
            /** Descrição */
            descricao: string;
            /**
             * Tipo
             * @description Calculado pelo 1º dígito (1-3 entrada, 5-7 saída)
             * @enum {string}
             */
            readonly tipo?: "E" | "S";
            /**
             * Início da vigência
             * Format: date
             */
            data_inicio?: string;
            /**
             * Fim da vigência
             * Format: date
             */
            data_fim?: string;
        };
        /**
         * Município
         * @description Municípios do IBGE (código de 7 dígitos, cMun do leiaute NF-e). Tabela de referência global, somente leitura.
         */
        Cidade: {
            /** Código IBGE */
            id: number;
            /** Município */
            nome: string;
            /** UF */
            uf: string;
            /** Código da UF (IBGE) */
            codigo_uf: number;
            /**
             * Capital
             * @default false
             */
            capital: boolean;
            /** Latitude */
            latitude?: number;
            /** Longitude */
            longitude?: number;
        };
        /**
         * Cliente
         * @description Cliente do emitente (destinatário da NF-e, grupo E do leiaute 4.00).
         */
        Cliente: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Tipo de pessoa
             * @default J
             * @enum {string}
             */
            tipo_pessoa: "F" | "J" | "E";
            /**
             * CPF/CNPJ
             * Format: cpf-cnpj
             */
            cpf_cnpj: string;
            /** Documento estrangeiro */
            id_estrangeiro?: string;
            /** Nome / Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * Indicador de IE
             * @default 9
             * @enum {integer}
             */
            ind_ie_dest: 1 | 2 | 9;
            /**
             * Inscrição estadual
             * Format: ie
             */
            ie?: string;
            /** Inscrição municipal */
            im?: string;
            /** Inscrição SUFRAMA */
            suframa?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro?: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /**
             * País
             * @default 1058
             */
            pais_id: number;
            /**
             * Consumidor final
             * @default false
             */
            consumidor_final: boolean;
            /** Limite de crédito (R$) */
            limite_credito?: number;
            /**
             * Data de nascimento
             * Format: date
             */
            data_nascimento?: string;
            /** Observações */
            observacao?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
            /**
             * E-mails do cliente
             * @description Lista filha de ClienteEmail, gravada junto com o registro.
             */
            Email?: components["schemas"]["ClienteEmail"][];
            /**
             * Endereços do cliente
             * @description Lista filha de ClienteEndereco, gravada junto com o registro.
             */
            Endereco?: components["schemas"]["ClienteEndereco"][];
            /**
             * Telefones do cliente
             * @description Lista filha de ClienteTelefone, gravada junto com o registro.
             */
            Telefone?: components["schemas"]["ClienteTelefone"][];
        };
        /** E-mail do cliente */
        ClienteEmail: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Cliente */
            cliente_id: number;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Descrição */
            descricao?: string;
            /**
             * Recebe XML/DANFE
             * @default true
             */
            envia_nfe: boolean;
        };
        /**
         * Endereço do cliente
         * @description Endereços adicionais do cliente: entrega (grupo G "entrega" da NF-e) e cobrança.
         */
        ClienteEndereco: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Cliente */
            cliente_id: number;
            /**
             * Tipo de endereço
             * @default E
             * @enum {string}
             */
            tipo: "E" | "C";
            /** Descrição */
            descricao?: string;
            /**
             * CPF/CNPJ do recebedor
             * Format: cpf-cnpj
             * @description Só quando o recebedor for outro que não o cliente
             */
            cpf_cnpj?: string;
            /** Nome do recebedor */
            nome?: string;
            /**
             * IE do recebedor
             * Format: ie
             */
            ie?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro: string;
            /** Número */
            numero: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro: string;
            /** Município */
            cidade_id: number;
            /** UF */
            uf: string;
            /**
             * País
             * @default 1058
             */
            pais_id: number;
            /** Telefone */
            telefone?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
        };
        /** Telefone do cliente */
        ClienteTelefone: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Cliente */
            cliente_id: number;
            /** Número */
            numero: string;
            /**
             * Tipo
             * @default C
             * @enum {string}
             */
            tipo: "C" | "F";
            /** Descrição */
            descricao?: string;
            /**
             * WhatsApp
             * @default false
             */
            whatsapp: boolean;
        };
        /**
         * Condição de pagamento
         * @description Condição de pagamento: número de parcelas e vencimentos, entrada, acréscimo ou desconto.
         */
        Condicao: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Parcelas
             * @default 1
             */
            parcelas: number;
            /**
             * Dias até a 1ª parcela
             * @default 0
             */
            dias_primeira: number;
            /**
             * Intervalo entre parcelas (dias)
             * @default 30
             */
            intervalo_dias: number;
            /**
             * Com entrada
             * @description A 1ª parcela é paga no ato
             * @default false
             */
            entrada: boolean;
            /**
             * Acréscimo (%)
             * @default 0
             */
            percentual_acrescimo: number;
            /**
             * Desconto (%)
             * @default 0
             */
            percentual_desconto: number;
            /** Espécie padrão */
            especie_id?: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Configuração da empresa
         * @description Preferências gerais da empresa (uma linha por emitente).
         */
        Configuracao: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Casas decimais da quantidade
             * @default 2
             */
            casas_decimais_quantidade: number;
            /**
             * Casas decimais do valor unitário
             * @default 2
             */
            casas_decimais_valor: number;
            /**
             * Estoque negativo
             * @description Saída maior que o saldo: permitir, permitir com aviso ou bloquear (issue 10)
             * @default avisar
             * @enum {string}
             */
            politica_estoque_negativo: "permitir" | "avisar" | "bloquear";
            /**
             * Baixar estoque ao faturar
             * @default true
             */
            baixa_estoque_faturamento: boolean;
            /**
             * Série padrão da NF-e
             * @default 1
             */
            serie_nfe: number;
            /**
             * Série padrão da NFC-e
             * @default 1
             */
            serie_nfce: number;
            /** Informações complementares padrão da NF-e */
            mensagem_padrao_nfe?: string;
            /** Informações complementares padrão da NFC-e */
            mensagem_padrao_nfce?: string;
            /**
             * E-mail para cópia das notas
             * Format: email
             */
            email_copia?: string;
            /**
             * Enviar XML/DANFE ao cliente na autorização
             * @default true
             */
            envia_email_automatico: boolean;
            /** Condição de pagamento padrão */
            condicao_id?: number;
            /** Espécie de pagamento padrão */
            especie_id?: number;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Configuração white label
         * @description Marca própria de um membro da cadeia (ou do administrador, sem cadeia), carregada pelo segmento de url do tenant (SPEC §2).
         */
        ConfiguracaoWhiteLabel: {
            /** Código */
            readonly id?: number;
            /**
             * Identificador
             * Format: uuid
             * @description Alternativa de 36 caracteres ao segmento de url
             */
            readonly guid?: string;
            /** Distribuidor master */
            distribuidor_master_id?: number;
            /** Distribuidor */
            distribuidor_id?: number;
            /** Revenda */
            revenda_id?: number;
            /**
             * URL curta
             * @description Segmento de url do tenant: /{url}/sign-in (único, sem distinção de maiúsculas)
             */
            url: string;
            /** Nome da empresa */
            nome_empresa: string;
            /** Site */
            site?: string;
            /**
             * Logo
             * @description URL ou data URI da imagem
             */
            logo?: string;
            /**
             * Logo (fundo escuro)
             * @description URL ou data URI da imagem
             */
            logo_white?: string;
            /**
             * Logo (fundo claro)
             * @description URL ou data URI da imagem
             */
            logo_black?: string;
            /**
             * Fundo da tela de login
             * @description URL ou data URI da imagem
             */
            login_fundo?: string;
            /**
             * Ícone (favicon)
             * @description URL ou data URI da imagem
             */
            icone?: string;
            /**
             * Título da tela de login
             * @default Rápido, Eficiente e Produtivo
             */
            login_titulo: string;
            /** Descrição da tela de login */
            login_descricao?: string;
            /**
             * Cor primária
             * @default #50CD89
             */
            cor_primaria: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Conta
         * @description Conta do plano de contas (receitas e despesas), hierárquica pelo código (1.01.001).
         */
        Conta: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Código da conta */
            codigo: string;
            /** Descrição */
            descricao: string;
            /**
             * Tipo
             * @enum {string}
             */
            tipo: "R" | "D";
            /** Conta superior */
            conta_pai_id?: number;
            /**
             * Analítica
             * @description Recebe lançamentos; as sintéticas só agrupam
             * @default true
             */
            analitica: boolean;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Conta bancária / caixa
         * @description Conta bancária, caixa ou carteira onde o dinheiro entra e sai; o saldo é o inicial (na data do saldo inicial) mais as baixas de contas a receber menos as de contas a pagar.
         */
        ContaBancaria: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Tipo
             * @default corrente
             * @enum {string}
             */
            tipo: "caixa" | "corrente" | "poupanca" | "aplicacao" | "carteira";
            /** Banco (código COMPE) */
            banco?: string;
            /** Agência */
            agencia?: string;
            /** Número da conta */
            numero?: string;
            /**
             * Chave PIX
             * @description CPF/CNPJ, e-mail, telefone (+55...) ou chave aleatória; usada no BR Code das contas a receber
             */
            chave_pix?: string;
            /**
             * Saldo inicial (R$)
             * @default 0
             */
            saldo_inicial: number;
            /**
             * Data do saldo inicial
             * Format: date
             */
            data_saldo_inicial?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /** Centro de custo */
        Custo: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Código do centro de custo */
            codigo?: string;
            /** Descrição */
            descricao: string;
            /** Centro de custo superior */
            custo_pai_id?: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Distribuidor
         * @description Distribuidor da cadeia de revenda, subordinado a um distribuidor master.
         */
        Distribuidor: {
            /** Código */
            readonly id?: number;
            /** Distribuidor master */
            distribuidor_master_id: number;
            /** Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * CNPJ/CPF
             * Format: cpf-cnpj
             */
            cnpj: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /**
             * Comissão (%)
             * @default 0
             */
            percentual_comissao: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Distribuidor master
         * @description Topo da cadeia de revenda abaixo do administrador.
         */
        DistribuidorMaster: {
            /** Código */
            readonly id?: number;
            /** Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * CNPJ/CPF
             * Format: cpf-cnpj
             */
            cnpj: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /**
             * Comissão (%)
             * @default 0
             */
            percentual_comissao: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Empresa
         * @description Empresa emitente (grupo C do leiaute NF-e 4.00): o cliente final da cadeia de revenda e dono dos dados de cadastro, movimentação e finanças.
         */
        Emitente: {
            /** Código */
            readonly id?: number;
            /** Distribuidor master */
            readonly distribuidor_master_id?: number;
            /** Distribuidor */
            readonly distribuidor_id?: number;
            /** Revenda */
            revenda_id: number;
            /** Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * CNPJ/CPF
             * Format: cpf-cnpj
             */
            cnpj: string;
            /**
             * Inscrição estadual
             * Format: ie
             */
            ie: string;
            /** IE do substituto tributário */
            iest?: string;
            /** Inscrição municipal */
            im?: string;
            /** CNAE fiscal */
            cnae?: string;
            /**
             * Regime tributário (CRT)
             * @enum {integer}
             */
            crt: 1 | 2 | 3 | 4;
            /**
             * Tipo de pacote
             * @default 1
             * @enum {integer}
             */
            tipo_pacote: 1 | 2 | 3;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /**
             * CEP
             * Format: cep
             */
            cep: string;
            /** Logradouro */
            logradouro: string;
            /** Número */
            numero: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro: string;
            /** Município */
            cidade_id: number;
            /** UF */
            uf: string;
            /**
             * Ambiente NF-e
             * @default 2
             * @enum {integer}
             */
            ambiente: 1 | 2;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Configuração fiscal da empresa
         * @description Dados fiscais do emitente para a NF-e/NFC-e (uma linha por empresa): ambiente, certificado digital A1 (guardado cifrado; só os metadados são expostos), responsável técnico (grupo ZD infRespTec), natureza da operação e informações complementares padrão. O certificado é enviado por POST /v1/emitenteFiscal/Certificado.
         */
        EmitenteFiscal: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Ambiente NF-e
             * @default 2
             * @enum {integer}
             */
            ambiente: 1 | 2;
            /**
             * Natureza da operação padrão
             * @default Venda de mercadoria
             */
            natureza_operacao: string;
            /** Informações complementares padrão */
            informacoes_complementares?: string;
            /**
             * CNPJ do responsável técnico
             * Format: cnpj
             */
            resp_tec_cnpj?: string;
            /** Contato do responsável técnico */
            resp_tec_contato?: string;
            /**
             * E-mail do responsável técnico
             * Format: email
             */
            resp_tec_email?: string;
            /** Telefone do responsável técnico */
            resp_tec_fone?: string;
            /** Identificador do CSRT */
            resp_tec_id_csrt?: number;
            /**
             * CSRT (código de segurança do responsável técnico)
             * @description Nunca devolvido; usado para o hashCSRT
             */
            resp_tec_csrt?: string;
            /**
             * PIS/COFINS: ICMS na base
             * @description Desmarcado (padrão): exclui o ICMS destacado da base do PIS/COFINS (STF RE 574.706, Tema 69; Lei 14.592/2023). Marcado: mantém o ICMS na base
             * @default false
             */
            pis_cofins_base_com_icms: boolean;
            /**
             * IPI na base do ICMS para consumidor final
             * @description LC 87/96 art. 13 § 2º: o IPI integra a base do ICMS quando o destinatário é consumidor final
             * @default true
             */
            ipi_base_icms_consumidor_final: boolean;
            /**
             * Fórmula padrão do DIFAL
             * @description Vale para as UFs de destino sem fórmula própria na tabela de alíquotas
             * @default base-dupla
             * @enum {string}
             */
            metodo_difal: "base-unica" | "base-dupla";
            /**
             * FCP no divisor do DIFAL (base dupla)
             * @default false
             */
            fcp_no_divisor_difal: boolean;
            /** Titular do certificado */
            readonly certificado_titular?: string;
            /** CNPJ do certificado */
            readonly certificado_cnpj?: string;
            /**
             * Certificado válido até
             * Format: date-time
             */
            readonly certificado_validade?: string;
            /** Impressão digital (SHA-1) do certificado */
            readonly certificado_thumbprint?: string;
            /** Autoridade certificadora emissora */
            readonly certificado_emissor?: string;
            /**
             * Certificado enviado em
             * Format: date-time
             */
            readonly certificado_enviado_em?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Restrição do perfil
         * @description Regra de permissão concedida a um perfil de usuário da empresa.
         */
        EmitenteRestricao: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Perfil */
            emitente_tipo_usuario_id: number;
            /**
             * Regra
             * @description Permitir.{Entidade}.{Ação} (SPEC §6)
             */
            regra: string;
        };
        /**
         * Restrição padrão de empresa
         * @description Catálogo das regras de permissão que podem ser concedidas aos perfis de usuário das empresas, com o pacote mínimo exigido.
         */
        EmitenteRestricaoPadrao: {
            /** Código */
            readonly id?: number;
            /**
             * Regra
             * @description Permitir.{Entidade}.{Ação} (SPEC §6)
             */
            regra: string;
            /** Descrição */
            descricao: string;
            /** Módulo */
            modulo: string;
            /**
             * Pacote mínimo
             * @default 1
             * @enum {integer}
             */
            pacote_minimo: 1 | 2 | 3;
        };
        /**
         * Software house da empresa
         * @description Software house que a empresa informa como responsável técnico nas suas notas (uma por empresa).
         */
        EmitenteSoftwareHouse: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Software house */
            software_house_id: number;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Perfil de usuário da empresa
         * @description Perfil de acesso dos usuários de uma empresa, com a sua lista de restrições (EmitenteRestricao).
         */
        EmitenteTipoUsuario: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Administrador da empresa
             * @default false
             */
            administrador: boolean;
            /**
             * Restrições do perfil
             * @description Lista filha de EmitenteRestricao, gravada junto com o registro.
             */
            Restricao?: components["schemas"]["EmitenteRestricao"][];
        };
        /**
         * Espécie de pagamento
         * @description Meio de pagamento, ligado à forma de pagamento tPag do grupo YA (pag/detPag) da NF-e/NFC-e.
         */
        Especie: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Forma de pagamento (NF-e)
             * @enum {string}
             */
            t_pag: "01" | "02" | "03" | "04" | "05" | "10" | "11" | "12" | "13" | "15" | "16" | "17" | "18" | "19" | "20" | "21" | "22" | "90" | "99";
            /**
             * Conta bancária / caixa
             * @description Para onde vai o dinheiro recebido nesta espécie (padrão da baixa)
             */
            conta_bancaria_id?: number;
            /**
             * Gera conta a receber/pagar
             * @default true
             */
            gera_financeiro: boolean;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Saldo de estoque
         * @description Saldo do produto por local de estoque, com custo médio ponderado. Derivado do razão (estoqueMovimentacao) e atualizado na mesma transação de cada lançamento; nunca editado à mão (GET /v1/estoque/Conferir o recalcula do razão).
         */
        Estoque: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Produto */
            produto_id: number;
            /** Local */
            tipo_estoque_id: number;
            /**
             * Quantidade
             * @default 0
             */
            quantidade: number;
            /**
             * Custo médio (R$)
             * @default 0
             */
            custo_medio: number;
            /**
             * Atualizado em
             * Format: date-time
             */
            readonly atualizado_em?: string;
        };
        /**
         * Operação de estoque
         * @description Tipo de movimento do razão de estoque (venda, compra, devolução, ajuste, transferência, perda, consumo, estorno, saldo inicial). Tabela de referência global, somente leitura: o código é usado pelos módulos que lançam.
         */
        EstoqueMoviOperacao: {
            /** Código */
            id: number;
            /** Identificador */
            codigo: string;
            /** Descrição */
            descricao: string;
            /**
             * Sentido
             * @enum {string}
             */
            sentido: "E" | "S" | "A";
            /**
             * Entrada recalcula o custo médio
             * @default false
             */
            atualiza_custo: boolean;
        };
        /**
         * Movimentação de estoque
         * @description Razão de estoque: cada mudança de quantidade é uma linha imutável (quantidade com sinal: + entrada, − saída), com custo unitário, saldo e custo médio após o lançamento, documento de origem e usuário. Só se inclui por POST /v1/estoqueMovimentacao/Lancar e pelos módulos (faturamento, contagem, transferência); nunca se altera nem se exclui (erro se corrige com estorno).
         */
        EstoqueMovimentacao: {
            /** Lançamento */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Data
             * Format: date-time
             */
            readonly data?: string;
            /** Produto */
            produto_id: number;
            /** Local */
            tipo_estoque_id: number;
            /** Operação */
            operacao_id: number;
            /** Quantidade (+ entrada, − saída) */
            quantidade: number;
            /**
             * Custo unitário (R$)
             * @default 0
             */
            custo_unitario: number;
            /** Saldo após */
            saldo_apos: number;
            /** Custo médio após (R$) */
            custo_medio_apos: number;
            /**
             * Documento
             * @enum {string}
             */
            documento_tipo?: "faturamento" | "contagem" | "transferencia" | "manual";
            /** Nº do documento */
            documento_id?: number;
            /** Estorno do lançamento */
            estorno_de?: number;
            /** Observação */
            observacao?: string;
            /** Usuário */
            usuario_id?: number;
        };
        /**
         * ICMS-ST retido anteriormente
         * @description Valores unitários do ICMS-ST retido na entrada do produto (NF-e do fornecedor substituto), informados na saída com CST 60 ou CSOSN 500 (grupos vBCSTRet, pST, vICMSSubstituto, vICMSSTRet, vBCFCPSTRet, pFCPSTRet e vFCPSTRet; NT 2016.002 e Conv. ICMS 142/2018 cl. 14ª). O faturamento usa a entrada mais recente e multiplica pela quantidade.
         */
        EstoqueSt: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Produto */
            produto_id: number;
            /**
             * Data da entrada
             * Format: date
             */
            data_entrada: string;
            /** Chave da NF-e de entrada */
            chave_nfe_entrada?: string;
            /** Base do ST retido por unidade (R$) */
            base_st_unitaria: number;
            /**
             * Alíquota suportada pelo consumidor final (%)
             * @description ICMS-ST + FCP-ST
             */
            aliquota_st: number;
            /** ICMS próprio do substituto por unidade (R$) */
            icms_substituto_unitario?: number;
            /** ICMS-ST retido por unidade (R$) */
            icms_st_unitario: number;
            /**
             * FCP-ST retido (%)
             * @default 0
             */
            aliquota_fcp_st: number;
            /**
             * FCP-ST retido por unidade (R$)
             * @default 0
             */
            fcp_st_unitario: number;
            /**
             * Fonte legal
             * @description Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
             */
            fonte_legal?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Combinação da grade
         * @description Uma combinação da grade do produto (ex.: Azul / M). Liga o produto pai ao produto da combinação, que tem código (SKU), GTIN, preço e saldo próprios e é o que vai na NF-e e se movimenta no estoque. POST /v1/estoqueVariacao/Gerar cria a grade inteira.
         */
        EstoqueVariacao: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Produto pai */
            produto_id: number;
            /** Produto da combinação */
            produto_variacao_id: number;
            /** Valor (1ª variação) */
            variacao_item_id: number;
            /** Valor (2ª variação) */
            variacao_item2_id?: number;
            /**
             * Ativa
             * @default true
             */
            ativo: boolean;
        };
        /**
         * Faturamento
         * @description Nota fiscal eletrônica (NF-e modelo 55) em digitação e o seu histórico: identificação (grupo B), destinatário (cliente), itens com os tributos calculados pelo servidor (grupos I/N/O/Q/S/UB), totais (W), transporte (X), cobrança (Y), pagamento (YA) e informações adicionais (Z). Os tributos e totais são recalculados a cada gravação (POST /v1/faturamento/Calcular só calcula); número, chave e situação são do servidor.
         */
        Faturamento: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Cliente */
            cliente_id: number;
            /** Natureza da operação */
            natureza_operacao: string;
            /**
             * Data de emissão
             * Format: date-time
             */
            data_emissao?: string;
            /**
             * Data de saída/entrada
             * Format: date-time
             */
            data_saida?: string;
            /**
             * Tipo de operação
             * @default 1
             * @enum {integer}
             */
            tipo_operacao: 0 | 1;
            /**
             * Finalidade
             * @default 1
             * @enum {integer}
             */
            finalidade: 1 | 2 | 3 | 4;
            /**
             * Consumidor final
             * @default 0
             * @enum {integer}
             */
            consumidor_final: 0 | 1;
            /**
             * Presença do comprador
             * @default 1
             * @enum {integer}
             */
            presenca: 0 | 1 | 2 | 3 | 4 | 5 | 9;
            /**
             * Modelo
             * @default 55
             * @enum {string}
             */
            modelo: "55";
            /**
             * Série
             * @default 1
             */
            serie: number;
            /**
             * Número
             * @description Alocado na transmissão
             */
            readonly numero?: number;
            /**
             * Chave de acesso
             * Format: chave-acesso
             */
            readonly chave?: string;
            /**
             * Situação
             * @default digitacao
             * @enum {string}
             */
            readonly situacao: "digitacao" | "assinada" | "transmitindo" | "autorizada" | "rejeitada" | "cancelada" | "denegada" | "inutilizada";
            /** Transportadora */
            transportadora_id?: number;
            /**
             * Modalidade do frete
             * @default 9
             * @enum {integer}
             */
            modalidade_frete: 0 | 1 | 2 | 3 | 4 | 9;
            /**
             * Frete (R$)
             * @description Rateado entre os itens pelo valor dos produtos
             * @default 0
             */
            valor_frete: number;
            /**
             * Seguro (R$)
             * @description Rateado entre os itens pelo valor dos produtos
             * @default 0
             */
            valor_seguro: number;
            /**
             * Desconto geral (R$)
             * @description Rateado entre os itens pelo valor dos produtos, somado ao desconto de cada item
             * @default 0
             */
            valor_desconto: number;
            /**
             * Outras despesas (R$)
             * @description Rateadas entre os itens pelo valor dos produtos
             * @default 0
             */
            valor_outros: number;
            /** Informações complementares */
            informacoes_complementares?: string;
            /** Total dos produtos */
            readonly total_produtos?: number;
            /** Total dos descontos */
            readonly total_desconto?: number;
            /** Base de cálculo do ICMS */
            readonly total_bc_icms?: number;
            /** Total do ICMS */
            readonly total_icms?: number;
            /** Base de cálculo do ICMS-ST */
            readonly total_bc_st?: number;
            /** Total do ICMS-ST */
            readonly total_st?: number;
            /** Total do IPI */
            readonly total_ipi?: number;
            /** Total do PIS */
            readonly total_pis?: number;
            /** Total da COFINS */
            readonly total_cofins?: number;
            /** ICMS DIFAL da UF de destino */
            readonly total_icms_uf_dest?: number;
            /** FCP da UF de destino */
            readonly total_fcp_uf_dest?: number;
            /** Total do IBS */
            readonly total_ibs?: number;
            /** Total da CBS */
            readonly total_cbs?: number;
            /** Total da nota */
            readonly total_nota?: number;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
            /**
             * Itens do faturamento
             * @description Lista filha de FaturamentoItem, gravada junto com o registro.
             */
            Item?: components["schemas"]["FaturamentoItem"][];
            /**
             * Pagamentos do faturamento
             * @description Lista filha de FaturamentoPagamento, gravada junto com o registro.
             */
            Pagamento?: components["schemas"]["FaturamentoPagamento"][];
            /**
             * Duplicatas do faturamento
             * @description Lista filha de FaturamentoDuplicata, gravada junto com o registro.
             */
            Duplicata?: components["schemas"]["FaturamentoDuplicata"][];
            /**
             * Volumes do faturamento
             * @description Lista filha de FaturamentoVolume, gravada junto com o registro.
             */
            Volume?: components["schemas"]["FaturamentoVolume"][];
        };
        /**
         * Duplicata do faturamento
         * @description Parcela da cobrança da NF-e (grupo Y dup). Gravada só junto com o faturamento.
         */
        FaturamentoDuplicata: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Faturamento */
            faturamento_id: number;
            /** Número da duplicata */
            numero: string;
            /**
             * Vencimento
             * Format: date
             */
            vencimento: string;
            /** Valor (R$) */
            valor: number;
        };
        /**
         * Item do faturamento
         * @description Item da NF-e (grupo H/I). Descrição, NCM, unidade e CFOP vêm do produto quando não informados (o CFOP passa a 6xxx em operação interestadual); os tributos (grupo imposto) são calculados pelo servidor a partir dos dados fiscais do produto. Gravado só junto com o faturamento.
         */
        FaturamentoItem: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Faturamento */
            faturamento_id: number;
            /** Produto */
            produto_id: number;
            /** Descrição */
            descricao?: string;
            /** NCM */
            ncm?: string;
            /** CFOP */
            cfop?: string;
            /** Unidade */
            unidade?: string;
            /** Quantidade */
            quantidade: number;
            /** Valor unitário (R$) */
            valor_unitario: number;
            /**
             * Desconto do item (R$)
             * @default 0
             */
            valor_desconto: number;
            /** Informações adicionais do item */
            informacao_adicional?: string;
            /** Valor do produto */
            readonly valor_produto?: number;
            /** Desconto geral rateado */
            readonly valor_desconto_rateado?: number;
            /** Frete rateado */
            readonly valor_frete?: number;
            /** Seguro rateado */
            readonly valor_seguro?: number;
            /** Outras despesas rateadas */
            readonly valor_outros?: number;
            /** CST/CSOSN do ICMS */
            readonly cst?: string;
            /** Base do ICMS */
            readonly base_icms?: number;
            /** Alíquota do ICMS (%) */
            readonly aliquota_icms?: number;
            /** Valor do ICMS */
            readonly valor_icms?: number;
            /** Base do ICMS-ST */
            readonly base_icms_st?: number;
            /** Valor do ICMS-ST */
            readonly valor_icms_st?: number;
            /** Valor do IPI */
            readonly valor_ipi?: number;
            /** Valor do PIS */
            readonly valor_pis?: number;
            /** Valor da COFINS */
            readonly valor_cofins?: number;
            /** ICMS DIFAL da UF de destino */
            readonly valor_icms_uf_dest?: number;
            /** Valor do IBS */
            readonly valor_ibs?: number;
            /** Valor da CBS */
            readonly valor_cbs?: number;
            /**
             * Regra tributária usada
             * @description Regra por UF/operação, perfil ou padrão do produto, e as tabelas de alíquota/ST consultadas
             */
            readonly regra_tributacao?: string;
        };
        /**
         * Pagamento do faturamento
         * @description Forma de pagamento da NF-e (grupo YA detPag). Gravado só junto com o faturamento.
         */
        FaturamentoPagamento: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Faturamento */
            faturamento_id: number;
            /**
             * Meio de pagamento
             * @enum {string}
             */
            t_pag: "01" | "02" | "03" | "04" | "05" | "10" | "11" | "12" | "13" | "15" | "16" | "17" | "18" | "19" | "20" | "21" | "22" | "90" | "91" | "99";
            /** Valor (R$) */
            valor: number;
            /** Descrição (meio 99) */
            descricao?: string;
        };
        /**
         * Volume do faturamento
         * @description Volume transportado (grupo X vol). Gravado só junto com o faturamento.
         */
        FaturamentoVolume: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Faturamento */
            faturamento_id: number;
            /** Quantidade de volumes */
            quantidade?: number;
            /** Espécie */
            especie?: string;
            /** Marca */
            marca?: string;
            /** Numeração */
            numeracao?: string;
            /** Peso líquido (kg) */
            peso_liquido?: number;
            /** Peso bruto (kg) */
            peso_bruto?: number;
        };
        /**
         * Fechamento do financeiro
         * @description Período fechado: nenhuma baixa, estorno ou renegociação com data até data_fechamento. Vale o fechamento mais recente (reabrir = novo fechamento com data anterior).
         */
        FechamentoFinanceiro: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Fechado até
             * Format: date
             */
            data_fechamento: string;
            /** Observação */
            observacao?: string;
            /**
             * Registrado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Fornecedor
         * @description Fornecedor do emitente (emitente das notas de compra; destinatário nas devoluções).
         */
        Fornecedor: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Tipo de pessoa
             * @default J
             * @enum {string}
             */
            tipo_pessoa: "F" | "J" | "E";
            /**
             * CPF/CNPJ
             * Format: cpf-cnpj
             */
            cpf_cnpj: string;
            /** Documento estrangeiro */
            id_estrangeiro?: string;
            /** Nome / Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * Indicador de IE
             * @default 9
             * @enum {integer}
             */
            ind_ie_dest: 1 | 2 | 9;
            /**
             * Inscrição estadual
             * Format: ie
             */
            ie?: string;
            /** Inscrição municipal */
            im?: string;
            /** Contato */
            contato?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro?: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /**
             * País
             * @default 1058
             */
            pais_id: number;
            /** Observações */
            observacao?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Gerador de códigos
         * @description Sequência por empresa para os códigos de um cadastro (hoje o código do produto; os pedidos usarão o mesmo gerador): prefixo, número de dígitos e próximo valor. O próximo código é reservado numa transação com a linha travada (sem repetição sob concorrência) por POST /v1/Generator/UpdateGeneratorTabela?tabela=.
         */
        Generator: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Cadastro
             * @enum {string}
             */
            tabela: "produto";
            /**
             * Prefixo
             * @description Texto antes do número, ex.: PRD-
             */
            prefixo?: string;
            /**
             * Dígitos
             * @description Número completado com zeros à esquerda até este tamanho (0 = sem zeros).
             * @default 6
             */
            digitos: number;
            /**
             * Próximo valor
             * @default 1
             */
            proximo_valor: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /** Grupo de produtos */
        Grupo: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Subgrupos de produtos
             * @description Lista filha de SubGrupo, gravada junto com o registro.
             */
            SubGrupo?: components["schemas"]["SubGrupo"][];
        };
        /**
         * Alíquota aproximada IBPT
         * @description Carga tributária aproximada por NCM (tipo 0), NBS (1) ou item da LC 116 (2) da tabela IBPT: federal nacional, federal de importados, estadual e municipal em %, usada no vTotTrib da NF-e/NFC-e (Lei 12.741/2012, Decreto 8.264/2014).
         */
        Ibpt: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Versão */
            versao_id: number;
            /** Código (NCM/NBS/LC 116) */
            codigo: string;
            /** EX TIPI */
            ex?: string;
            /**
             * Tipo
             * @enum {integer}
             */
            tipo: 0 | 1 | 2;
            /** Descrição */
            descricao?: string;
            /** Federal, nacional (%) */
            nacional_federal: number;
            /** Federal, importados (%) */
            importados_federal: number;
            /** Estadual (%) */
            estadual: number;
            /** Municipal (%) */
            municipal: number;
        };
        /**
         * Inutilização de numeração de NF-e
         * @description Pedido de inutilização de uma faixa de números da NF-e (modelo 55) de uma série. Transmitido à SEFAZ por GET /v1/GerenciadorNFe/InutilizarNFe?id; homologada (cStat 102) marca o registro e os faturamentos da faixa como inutilizados.
         */
        InutilizacaoNFe: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Modelo
             * @default 55
             * @enum {string}
             */
            modelo: "55";
            /** Série */
            serie: number;
            /** Número inicial */
            numero_inicial: number;
            /** Número final */
            numero_final: number;
            /** Justificativa */
            justificativa: string;
            /**
             * Ano
             * @description Ano da inutilização (padrão: o ano corrente)
             */
            ano?: number;
            /**
             * Situação
             * @default pendente
             * @enum {string}
             */
            readonly situacao: "pendente" | "homologada" | "rejeitada";
            /** Código de retorno (cStat) */
            readonly cstat?: string;
            /** Motivo */
            readonly xmotivo?: string;
            /** Protocolo */
            readonly protocolo?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Kit
         * @description Produto vendido como uma linha que, no estoque, baixa os componentes (prodKit) na quantidade de cada um por kit; o próprio kit não tem saldo.
         */
        Kit: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Produto do kit */
            produto_id: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Componentes do kit
             * @description Lista filha de ProdKit, gravada junto com o registro.
             */
            Componente?: components["schemas"]["ProdKit"][];
        };
        /**
         * Fatura de licença
         * @description Fatura mensal da licença de uma empresa (uma por competência), gerada pela tarefa GerarFaturaLicencas; a receber para o administrador, a pagar para a cadeia. Somente leitura: muda pelas rotas de cobrança e baixa (issue 14).
         */
        LicencaRecebivel: {
            /** Código */
            readonly id?: number;
            /** Empresa */
            readonly emitente_id: number;
            /** Distribuidor master */
            readonly distribuidor_master_id?: number;
            /** Distribuidor */
            readonly distribuidor_id?: number;
            /** Revenda */
            readonly revenda_id: number;
            /**
             * Competência
             * Format: date
             */
            readonly competencia: string;
            /**
             * Gerada em
             * Format: date
             */
            readonly data_geracao: string;
            /**
             * Vencimento
             * Format: date
             */
            readonly vencimento: string;
            /** Pacote */
            readonly tipo_pacote: number;
            /** Usuários */
            readonly usuarios: number;
            /** Valor (R$) */
            readonly valor: number;
            /** Descrição */
            readonly descricao: string;
            /**
             * Situação
             * @enum {string}
             */
            readonly situacao?: "aberto" | "pago" | "cancelado";
            /**
             * Pago em
             * Format: date-time
             */
            readonly pago_em?: string;
            /** Valor pago (R$) */
            readonly valor_pago?: number;
            /** Forma de pagamento */
            readonly forma_pagamento?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Motorista
         * @description Motorista (condutor) usado no transporte das mercadorias.
         */
        Motorista: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Nome */
            nome: string;
            /**
             * CPF
             * Format: cpf
             */
            cpf?: string;
            /** CNH (nº de registro) */
            cnh?: string;
            /**
             * Categoria da CNH
             * @enum {string}
             */
            categoria_cnh?: "A" | "B" | "C" | "D" | "E" | "AB" | "AC" | "AD" | "AE";
            /**
             * Validade da CNH
             * Format: date
             */
            validade_cnh?: string;
            /** Telefone */
            telefone?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro?: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /** Transportadora */
            transportadora_id?: number;
            /** Observações */
            observacao?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * NCM
         * @description Nomenclatura Comum do Mercosul (tabela do Siscomex): capítulos, posições, subposições e itens, sem pontos. Tabela de referência global, somente leitura; importada de arquivo oficial.
         */
        Ncm: {
            /** Código NCM */
            codigo: string;
            /** Descrição */
            descricao: string;
            /**
             * Unidade estatística
             * @description Unidade tributável exigida na exportação
             */
            unidade?: string;
            /**
             * Início da vigência
             * Format: date
             */
            data_inicio?: string;
            /**
             * Fim da vigência
             * Format: date
             */
            data_fim?: string;
            /** Ato legal de início */
            ato_legal?: string;
        };
        /**
         * Conta a pagar
         * @description Título a pagar (parcela) a um fornecedor: lançado à mão ou pelas compras. Baixas, estornos e renegociações são linhas de pagarPagamento; valor_baixado, saldo e situação são do servidor.
         */
        Pagar: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Documento */
            documento: string;
            /**
             * Parcela
             * @default 1
             */
            parcela: number;
            /**
             * Total de parcelas
             * @default 1
             */
            total_parcelas: number;
            /** Fornecedor */
            fornecedor_id: number;
            /** Histórico */
            descricao?: string;
            /**
             * Emissão
             * Format: date
             */
            emissao?: string;
            /**
             * Vencimento
             * Format: date
             */
            vencimento: string;
            /** Valor (R$) */
            valor: number;
            /**
             * Valor pago (R$)
             * @description Soma das baixas menos os estornos (sem juros, multa e desconto)
             */
            readonly valor_baixado?: number;
            /** Saldo em aberto (R$) */
            readonly saldo?: number;
            /**
             * Situação
             * @default aberto
             * @enum {string}
             */
            readonly situacao: "aberto" | "parcial" | "pago" | "cancelado" | "renegociado";
            /** Conta (plano de contas) */
            conta_id?: number;
            /** Centro de custo */
            custo_id?: number;
            /** Espécie */
            especie_id?: number;
            /** Conta bancária / caixa */
            conta_bancaria_id?: number;
            /**
             * Origem
             * @default manual
             * @enum {string}
             */
            readonly origem: "manual" | "faturamento" | "pdv" | "compra" | "pedido" | "replicacao" | "renegociacao";
            /** Documento de origem */
            readonly origem_id?: number;
            /**
             * Transação de origem
             * Format: uuid
             * @description guid_transacao da recorrência ou renegociação que criou o título
             */
            readonly guid_origem?: string;
            /** Observações */
            observacao?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Anexo de conta a pagar
         * @description Arquivo ligado ao título (boleto, comprovante, contrato): PDF ou imagem conferidos pelo conteúdo, até 5 MB. Enviado por POST /v1/Pagar/Anexo (multipart: pagar_id e arquivo); baixado por GET /v1/Pagar/Anexo/{id}.
         */
        PagarAnexo: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Conta a pagar */
            pagar_id: number;
            /** Nome do arquivo */
            nome: string;
            /** Tipo */
            tipo: string;
            /** Tamanho (bytes) */
            tamanho: number;
            /** Enviado por */
            usuario_id?: number;
            /**
             * Enviado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Baixa de conta a pagar
         * @description Linha imutável do histórico do título: baixa (recebimento/pagamento, total ou parcial), fechamento por renegociação ou estorno (espelho negativo de uma linha anterior). Gravada só pelas ações /v1/Pagar/PagarRegistros/, RenegociarRegistros/ e Estornar.
         */
        PagarPagamento: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Conta a pagar */
            pagar_id: number;
            /**
             * Transação
             * Format: uuid
             */
            guid_transacao: string;
            /**
             * Tipo
             * @enum {string}
             */
            tipo: "baixa" | "renegociacao" | "estorno";
            /**
             * Data do pagamento
             * Format: date
             */
            data: string;
            /** Valor baixado do título (R$) */
            valor: number;
            /**
             * Juros (R$)
             * @default 0
             */
            juros: number;
            /**
             * Multa (R$)
             * @default 0
             */
            multa: number;
            /**
             * Desconto (R$)
             * @default 0
             */
            desconto: number;
            /**
             * Valor pago (R$)
             * @description valor + juros + multa - desconto: o dinheiro que entrou ou saiu
             */
            valor_total: number;
            /** Espécie */
            especie_id?: number;
            /** Conta bancária / caixa */
            conta_bancaria_id?: number;
            /** Estorno da linha */
            estorno_de_id?: number;
            /** Usuário */
            usuario_id?: number;
            /** Observação */
            observacao?: string;
            /**
             * Registrado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * País
         * @description Países da tabela do BACEN (código cPais do leiaute NF-e; 1058 = Brasil). Tabela de referência global, somente leitura.
         */
        Pais: {
            /** Código BACEN */
            id: number;
            /** País */
            nome: string;
            /** Sigla ISO */
            sigla?: string;
        };
        /**
         * Componente do kit
         * @description Produto que compõe um kit e a quantidade dele em cada unidade do kit.
         */
        ProdKit: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Kit */
            kit_id: number;
            /** Componente */
            produto_id: number;
            /** Quantidade por kit */
            quantidade: number;
        };
        /**
         * Produto
         * @description Produto ou serviço do emitente com os dados fiscais do item da NF-e (grupo I prod e grupo N/Q/S/O imposto, leiaute 4.00 e NT 2025.002).
         */
        Produto: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Código do produto */
            codigo: string;
            /**
             * GTIN/EAN
             * @default SEM GTIN
             */
            gtin: string;
            /** Descrição */
            descricao: string;
            /** NCM */
            ncm?: string;
            /** CEST */
            cest?: string;
            /** EX TIPI */
            ex_tipi?: string;
            /**
             * CFOP de saída padrão
             * @default 5102
             */
            cfop: string;
            /**
             * Unidade comercial
             * @default UN
             */
            unidade: string;
            /**
             * Unidade tributável
             * @description Vazio: igual à unidade comercial
             */
            unidade_tributavel?: string;
            /**
             * Fator de conversão tributável
             * @description Quantidade tributável = quantidade comercial × fator
             * @default 1
             */
            fator_tributavel: number;
            /**
             * GTIN da unidade tributável
             * @description Vazio: igual ao GTIN
             */
            gtin_tributavel?: string;
            /**
             * Tipo do item (SPED)
             * @default 00
             * @enum {string}
             */
            tipo_item: "00" | "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "99";
            /**
             * Origem da mercadoria
             * @default 0
             * @enum {integer}
             */
            origem: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
            /**
             * CST do ICMS
             * Format: cst
             * @description Origem + tributação (ex.: 000, 060); regime normal
             */
            cst_icms?: string;
            /**
             * CSOSN
             * Format: csosn
             * @description Origem + CSOSN (ex.: 0102); Simples Nacional
             */
            csosn?: string;
            /** Alíquota do ICMS (%) */
            aliquota_icms?: number;
            /**
             * CST do PIS
             * @enum {string}
             */
            cst_pis?: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "56" | "60" | "61" | "62" | "63" | "64" | "65" | "66" | "67" | "70" | "71" | "72" | "73" | "74" | "75" | "98" | "99";
            /** Alíquota do PIS (%) */
            aliquota_pis?: number;
            /**
             * CST da COFINS
             * @enum {string}
             */
            cst_cofins?: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "56" | "60" | "61" | "62" | "63" | "64" | "65" | "66" | "67" | "70" | "71" | "72" | "73" | "74" | "75" | "98" | "99";
            /** Alíquota da COFINS (%) */
            aliquota_cofins?: number;
            /**
             * CST do IPI
             * @enum {string}
             */
            cst_ipi?: "00" | "01" | "02" | "03" | "04" | "05" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "99";
            /** Alíquota do IPI (%) */
            aliquota_ipi?: number;
            /**
             * Enquadramento legal do IPI
             * @default 999
             */
            enquadramento_ipi: string;
            /** CST do IBS/CBS */
            cst_ibs_cbs?: string;
            /** Classificação tributária do IBS/CBS */
            classificacao_tributaria?: string;
            /**
             * Perfil de tributação
             * @description Perfil reutilizável; os campos preenchidos no perfil valem no lugar dos do produto
             */
            tributacao_id?: number;
            /**
             * Preço de custo (R$)
             * @default 0
             */
            preco_custo: number;
            /**
             * Preço de venda (R$)
             * @default 0
             */
            preco_venda: number;
            /** Peso líquido (kg) */
            peso_liquido?: number;
            /** Peso bruto (kg) */
            peso_bruto?: number;
            /**
             * Controla estoque
             * @default true
             */
            movimenta_estoque: boolean;
            /** Estoque mínimo */
            estoque_minimo?: number;
            /**
             * Tipo de produto
             * @description Sem o tipo do item informado, o produto recebe o código SPED do tipo
             */
            tipo_produto_id?: number;
            /** Categoria de estoque */
            categoria_estoque_id?: number;
            /** Grupo */
            grupo_id?: number;
            /** Subgrupo */
            sub_grupo_id?: number;
            /** Informações adicionais do item */
            informacao_adicional?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Grupo de adicionais do produto
         * @description Liga um produto a um grupo de adicionais que ele oferece no balcão, na ordem em que os grupos são perguntados.
         */
        ProdutoAdicional: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Produto */
            produto_id: number;
            /** Grupo de adicionais */
            adicional_grupo_id: number;
            /**
             * Ordem
             * @default 0
             */
            ordem: number;
        };
        /**
         * Tributação do produto por UF e operação
         * @description Regra de tributação de um produto para uma UF de destino, uma operação (venda, devolução, entrada) e um tipo de destinatário (contribuinte ou não); campos vazios valem "qualquer". O faturamento usa a regra mais específica vigente, depois o perfil de tributação do produto, depois os dados do próprio produto, e grava qual regra usou.
         */
        ProdutoTributacao: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Produto */
            produto_id: number;
            /**
             * UF de destino
             * @description Vazio: qualquer UF
             */
            uf_destino?: string;
            /**
             * Operação
             * @description Vazio: qualquer operação
             * @enum {string}
             */
            operacao?: "venda" | "devolucao" | "entrada";
            /**
             * Destinatário
             * @description Vazio: qualquer
             * @enum {string}
             */
            tipo_destinatario?: "contribuinte" | "nao_contribuinte";
            /**
             * Perfil de tributação
             * @description Preenche os campos que a regra deixa vazios
             */
            tributacao_id?: number;
            /**
             * CFOP
             * @description O 1º dígito segue o destino (5/6/7) no cálculo
             */
            cfop?: string;
            /**
             * CST do ICMS (regime normal)
             * @enum {string}
             */
            cst_icms?: "00" | "10" | "20" | "40" | "41" | "50" | "51" | "60" | "90";
            /**
             * CSOSN (Simples Nacional)
             * @enum {string}
             */
            csosn?: "101" | "102" | "103" | "201" | "202" | "203" | "300" | "400" | "500" | "900";
            /**
             * Alíquota do ICMS (%)
             * @description Vazio: a da tabela de alíquotas (origem/destino)
             */
            aliquota_icms?: number;
            /** Redução da base do ICMS (%) */
            reducao_base_icms?: number;
            /**
             * FCP (%)
             * @description Fundo de Combate à Pobreza sobre a base do ICMS próprio (ADCT art. 82)
             */
            fcp?: number;
            /**
             * Crédito do Simples (%)
             * @description CSOSN 101/201/900: alíquota efetiva da faixa (LC 123/2006 art. 23)
             */
            credito_simples?: number;
            /**
             * MVA-ST (%)
             * @description Vazio: a da tabela de ST da UF (com ajuste interestadual)
             */
            mva_st?: number;
            /** Alíquota interna do ICMS-ST (%) */
            aliquota_st?: number;
            /** Redução da base do ICMS-ST (%) */
            reducao_base_st?: number;
            /** FCP retido por ST (%) */
            fcp_st?: number;
            /**
             * CST do IPI
             * @enum {string}
             */
            cst_ipi?: "00" | "01" | "02" | "03" | "04" | "05" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "99";
            /** Alíquota do IPI (%) */
            aliquota_ipi?: number;
            /** Enquadramento legal do IPI */
            enquadramento_ipi?: string;
            /**
             * CST do PIS
             * @enum {string}
             */
            cst_pis?: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "56" | "60" | "61" | "62" | "63" | "64" | "65" | "66" | "67" | "70" | "71" | "72" | "73" | "74" | "75" | "98" | "99";
            /** Alíquota do PIS (%) */
            aliquota_pis?: number;
            /**
             * CST da COFINS
             * @enum {string}
             */
            cst_cofins?: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "56" | "60" | "61" | "62" | "63" | "64" | "65" | "66" | "67" | "70" | "71" | "72" | "73" | "74" | "75" | "98" | "99";
            /** Alíquota da COFINS (%) */
            aliquota_cofins?: number;
            /** CST do IBS/CBS */
            cst_ibs_cbs?: string;
            /** Classificação tributária do IBS/CBS */
            classificacao_tributaria?: string;
            /**
             * Fonte legal
             * @description Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
             */
            fonte_legal: string;
            /**
             * Vigência: início
             * Format: date
             */
            vigencia_inicio?: string;
            /**
             * Vigência: fim
             * Format: date
             * @description Vazio: sem data de término
             */
            vigencia_fim?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Conta a receber
         * @description Título a receber (parcela) de um cliente: lançado à mão ou pelas duplicatas da NF-e autorizada, PDV e pedidos. Baixas, estornos e renegociações são linhas de receberPagamento; valor_baixado, saldo e situação são do servidor.
         */
        Receber: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Documento */
            documento: string;
            /**
             * Parcela
             * @default 1
             */
            parcela: number;
            /**
             * Total de parcelas
             * @default 1
             */
            total_parcelas: number;
            /** Cliente */
            cliente_id: number;
            /** Histórico */
            descricao?: string;
            /**
             * Emissão
             * Format: date
             */
            emissao?: string;
            /**
             * Vencimento
             * Format: date
             */
            vencimento: string;
            /** Valor (R$) */
            valor: number;
            /**
             * Valor recebido (R$)
             * @description Soma das baixas menos os estornos (sem juros, multa e desconto)
             */
            readonly valor_baixado?: number;
            /** Saldo em aberto (R$) */
            readonly saldo?: number;
            /**
             * Situação
             * @default aberto
             * @enum {string}
             */
            readonly situacao: "aberto" | "parcial" | "pago" | "cancelado" | "renegociado";
            /** Conta (plano de contas) */
            conta_id?: number;
            /** Centro de custo */
            custo_id?: number;
            /** Espécie */
            especie_id?: number;
            /** Conta bancária / caixa */
            conta_bancaria_id?: number;
            /**
             * Origem
             * @default manual
             * @enum {string}
             */
            readonly origem: "manual" | "faturamento" | "pdv" | "compra" | "pedido" | "replicacao" | "renegociacao";
            /** Documento de origem */
            readonly origem_id?: number;
            /** Faturamento */
            readonly faturamento_id?: number;
            /**
             * Transação de origem
             * Format: uuid
             * @description guid_transacao da recorrência ou renegociação que criou o título
             */
            readonly guid_origem?: string;
            /** Observações */
            observacao?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Anexo de conta a receber
         * @description Arquivo ligado ao título (boleto, comprovante, contrato): PDF ou imagem conferidos pelo conteúdo, até 5 MB. Enviado por POST /v1/Receber/Anexo (multipart: receber_id e arquivo); baixado por GET /v1/Receber/Anexo/{id}.
         */
        ReceberAnexo: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Conta a receber */
            receber_id: number;
            /** Nome do arquivo */
            nome: string;
            /** Tipo */
            tipo: string;
            /** Tamanho (bytes) */
            tamanho: number;
            /** Enviado por */
            usuario_id?: number;
            /**
             * Enviado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Baixa de conta a receber
         * @description Linha imutável do histórico do título: baixa (recebimento/pagamento, total ou parcial), fechamento por renegociação ou estorno (espelho negativo de uma linha anterior). Gravada só pelas ações /v1/Receber/ReceberRegistros/, RenegociarRegistros/ e Estornar.
         */
        ReceberPagamento: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Conta a receber */
            receber_id: number;
            /**
             * Transação
             * Format: uuid
             */
            guid_transacao: string;
            /**
             * Tipo
             * @enum {string}
             */
            tipo: "baixa" | "renegociacao" | "estorno";
            /**
             * Data do recebimento
             * Format: date
             */
            data: string;
            /** Valor baixado do título (R$) */
            valor: number;
            /**
             * Juros (R$)
             * @default 0
             */
            juros: number;
            /**
             * Multa (R$)
             * @default 0
             */
            multa: number;
            /**
             * Desconto (R$)
             * @default 0
             */
            desconto: number;
            /**
             * Valor recebido (R$)
             * @description valor + juros + multa - desconto: o dinheiro que entrou ou saiu
             */
            valor_total: number;
            /** Espécie */
            especie_id?: number;
            /** Conta bancária / caixa */
            conta_bancaria_id?: number;
            /** Estorno da linha */
            estorno_de_id?: number;
            /** Usuário */
            usuario_id?: number;
            /** Observação */
            observacao?: string;
            /**
             * Registrado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Restrição
         * @description Regra de permissão concedida a um tipo de usuário (lista de restrições do TipoUsuario).
         */
        Restricao: {
            /** Código */
            readonly id?: number;
            /** Tipo de usuário */
            tipo_usuario_id: number;
            /**
             * Regra
             * @description Permitir.{Entidade}.{Ação} (SPEC §6)
             */
            regra: string;
        };
        /**
         * Restrição padrão
         * @description Catálogo das regras de permissão dos tipos de usuário da cadeia (área do administrador).
         */
        RestricaoPadrao: {
            /** Código */
            readonly id?: number;
            /**
             * Regra
             * @description Permitir.{Entidade}.{Ação} (SPEC §6)
             */
            regra: string;
            /** Descrição */
            descricao: string;
            /** Módulo */
            modulo: string;
        };
        /**
         * Revenda
         * @description Revenda da cadeia (dona das empresas emitentes), subordinada a um distribuidor.
         */
        Revenda: {
            /** Código */
            readonly id?: number;
            /** Distribuidor master */
            readonly distribuidor_master_id?: number;
            /** Distribuidor */
            distribuidor_id: number;
            /** Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * CNPJ/CPF
             * Format: cpf-cnpj
             */
            cnpj: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /**
             * Comissão (%)
             * @default 0
             */
            percentual_comissao: number;
            /**
             * Valor da licença (R$)
             * @default 0
             */
            valor_licenca: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Série de documento fiscal
         * @description Série da NF-e (modelo 55) ou NFC-e (modelo 65) do emitente com o próximo número (nNF) a usar. Criada no primeiro uso; o número é alocado numa transação com a linha travada (sem duplicidade sob concorrência).
         */
        SerieDocumento: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Modelo
             * @enum {string}
             */
            modelo: "55" | "65";
            /** Série */
            serie: number;
            /**
             * Próximo número
             * @default 1
             */
            proximo_numero: number;
            /**
             * Ativa
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Sessão de usuário
         * @description Sessão autenticada (refresh token rotativo). Somente leitura pela API; a revogação é feita por /v1/auth/revoke-session-id/{id}.
         */
        SessaoUsuario: {
            /**
             * Sessão
             * Format: uuid
             */
            readonly id: string;
            /** Usuário */
            readonly usuario_id: number;
            /** Empresa */
            readonly emitente_id?: number;
            /** Distribuidor master */
            readonly distribuidor_master_id?: number;
            /** Distribuidor */
            readonly distribuidor_id?: number;
            /** Revenda */
            readonly revenda_id?: number;
            /**
             * Lembrar-me
             * @default false
             */
            readonly lembrar_me: boolean;
            /** Endereço IP */
            readonly ip?: string;
            /** Navegador */
            readonly user_agent?: string;
            /**
             * Conectado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Último uso
             * Format: date-time
             */
            readonly ultimo_uso?: string;
            /**
             * Expira em
             * Format: date-time
             */
            readonly expira_em: string;
            /**
             * Revogada em
             * Format: date-time
             */
            readonly revogado_em?: string;
            /** Motivo da revogação */
            readonly motivo_revogacao?: string;
        };
        /**
         * Software house
         * @description Responsável técnico pelo sistema emissor (grupo ZD infRespTec da NF-e).
         */
        SoftwareHouse: {
            /** Código */
            readonly id?: number;
            /**
             * CNPJ
             * Format: cnpj
             */
            cnpj: string;
            /** Razão social */
            nome: string;
            /** Pessoa de contato */
            contato: string;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Telefone */
            telefone: string;
            /** Identificador do CSRT */
            id_csrt?: number;
            /**
             * CSRT
             * @description Código de Segurança do Responsável Técnico; só gravado, nunca devolvido (usado no hashCSRT)
             */
            csrt?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Substituição tributária por UF
         * @description ICMS-ST por UF de destino e NCM (prefixo) ou CEST (Conv. ICMS 142/2018): MVA original, MVA ajustada (vazio: calculada nas operações interestaduais), alíquota interna, redução de base e FCP-ST, com a fonte legal (protocolo/convênio, RICMS).
         */
        StUf: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** UF de destino */
            uf_destino: string;
            /**
             * NCM (ou prefixo)
             * @description Código NCM completo ou os primeiros dígitos (posição, capítulo)
             */
            ncm?: string;
            /** CEST */
            cest?: string;
            /** MVA original (%) */
            mva_original: number;
            /**
             * MVA ajustada (%)
             * @description Vazio: calculada na operação interestadual, [(1 + MVA) × (1 − alíq. inter) / (1 − alíq. interna)] − 1
             */
            mva_ajustada?: number;
            /** Alíquota interna do ICMS-ST (%) */
            aliquota_interna_st: number;
            /**
             * Redução da base do ICMS-ST (%)
             * @default 0
             */
            reducao_base_st: number;
            /**
             * FCP-ST (%)
             * @default 0
             */
            fcp_st: number;
            /**
             * Modalidade da base do ICMS-ST
             * @default 4
             * @enum {string}
             */
            modalidade_bc_st: "0" | "1" | "2" | "3" | "4" | "5" | "6";
            /**
             * Fonte legal
             * @description Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
             */
            fonte_legal: string;
            /**
             * Vigência: início
             * Format: date
             */
            vigencia_inicio?: string;
            /**
             * Vigência: fim
             * Format: date
             * @description Vazio: sem data de término
             */
            vigencia_fim?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /** Subgrupo de produtos */
        SubGrupo: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Grupo */
            grupo_id: number;
            /** Descrição */
            descricao: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
        };
        /**
         * Ticket de suporte
         * @description Chamado de suporte aberto por um usuário do emitente e respondido pela cadeia de revenda / administrador (rotas /v1/suporte/tickets). As mensagens ficam em ticketMensagem.
         */
        Ticket: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Assunto */
            assunto: string;
            /**
             * Categoria
             * @default duvida
             * @enum {string}
             */
            categoria: "duvida" | "problema" | "sugestao" | "financeiro" | "fiscal";
            /**
             * Prioridade
             * @default normal
             * @enum {string}
             */
            prioridade: "baixa" | "normal" | "alta" | "urgente";
            /**
             * Situação
             * @default aberto
             * @enum {string}
             */
            situacao: "aberto" | "em_atendimento" | "aguardando_cliente" | "resolvido" | "fechado";
            /** Aberto por */
            readonly aberto_por?: number;
            /** Atribuído a */
            readonly atribuido_a?: number;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
            /**
             * Mensagens do ticket
             * @description Lista filha de TicketMensagem, gravada junto com o registro.
             */
            Mensagem?: components["schemas"]["TicketMensagem"][];
        };
        /**
         * Mensagem do ticket
         * @description Mensagem de um ticket de suporte: do emitente (lado 'empresa') ou da cadeia de revenda / administrador (lado 'suporte'). Anexos: JSON com os ids dos arquivos enviados por POST /v1/ticketMensagemUpload/.
         */
        TicketMensagem: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Ticket */
            ticket_id: number;
            /**
             * Mensagem
             * Format: html
             * @description Texto rico (HTML saneado no servidor)
             */
            texto: string;
            /** Autor */
            readonly autor_usuario_id?: number;
            /** Nome do autor */
            readonly autor_nome?: string;
            /**
             * Lado
             * @enum {string}
             */
            readonly lado?: "empresa" | "suporte";
            /** Anexos (JSON) */
            anexos?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
        };
        /**
         * Local de estoque
         * @description Local físico onde o emitente guarda mercadoria (loja, depósito, vitrine...). Cada local tem saldo próprio por produto; o padrão recebe as baixas do faturamento.
         */
        TipoEstoque: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Local padrão (baixas do faturamento)
             * @default false
             */
            padrao: boolean;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
        };
        /**
         * Tipo de produto
         * @description Classificação do produto pelo emitente (mercadoria, matéria-prima, serviço...) ligada ao tipo do item do SPED (Guia Prático EFD ICMS/IPI, registro 0200, campo 7 TIPO_ITEM). Cada empresa nasce com um tipo por código do SPED e pode criar outros (ex.: Revenda importada -> 00); ao escolher o tipo no produto sem informar o tipo do item, o produto recebe o código do tipo.
         */
        TipoProduto: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Tipo do item (SPED)
             * @default 00
             * @enum {string}
             */
            tipo_item: "00" | "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "99";
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
        };
        /**
         * Tipo de usuário
         * @description Tipos de usuário (SPEC §6): Administrador, Distribuidor Master, Distribuidor, Revenda e usuários de empresa. Cada tipo tem a sua lista de restrições.
         */
        TipoUsuario: {
            /** Código */
            id: number;
            /** Tipo */
            tipo: string;
            /**
             * Nível na cadeia
             * @enum {string}
             */
            nivel: "admin" | "master" | "distribuidor" | "revenda" | "emitente";
        };
        /**
         * Transportadora
         * @description Transportador da NF-e (grupo X, transporta e veicTransp, leiaute 4.00).
         */
        Transportadora: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /**
             * Tipo de pessoa
             * @default J
             * @enum {string}
             */
            tipo_pessoa: "F" | "J";
            /**
             * CPF/CNPJ
             * Format: cpf-cnpj
             */
            cpf_cnpj?: string;
            /** Nome / Razão social */
            nome: string;
            /** Nome fantasia */
            fantasia?: string;
            /**
             * Inscrição estadual
             * Format: ie
             */
            ie?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /**
             * Logradouro
             * @description Compõe xEnder com número, complemento e bairro
             */
            logradouro?: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /**
             * Município
             * @description O nome do município vai em xMun
             */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /** RNTC (ANTT) */
            rntc?: string;
            /** Placa do veículo */
            placa?: string;
            /** UF da placa */
            uf_placa?: string;
            /** Observações */
            observacao?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
            /**
             * E-mails da transportadora
             * @description Lista filha de TransportadoraEmail, gravada junto com o registro.
             */
            Email?: components["schemas"]["TransportadoraEmail"][];
            /**
             * Endereços da transportadora
             * @description Lista filha de TransportadoraEndereco, gravada junto com o registro.
             */
            Endereco?: components["schemas"]["TransportadoraEndereco"][];
            /**
             * Telefones da transportadora
             * @description Lista filha de TransportadoraTelefone, gravada junto com o registro.
             */
            Telefone?: components["schemas"]["TransportadoraTelefone"][];
        };
        /** E-mail da transportadora */
        TransportadoraEmail: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Transportadora */
            transportadora_id: number;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Descrição */
            descricao?: string;
            /**
             * Recebe XML/DANFE
             * @default true
             */
            envia_nfe: boolean;
        };
        /**
         * Endereço da transportadora
         * @description Filiais e pontos de coleta da transportadora.
         */
        TransportadoraEndereco: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Transportadora */
            transportadora_id: number;
            /** Descrição */
            descricao?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /** Município */
            cidade_id: number;
            /** UF */
            uf: string;
        };
        /** Telefone da transportadora */
        TransportadoraTelefone: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Transportadora */
            transportadora_id: number;
            /** Número */
            numero: string;
            /**
             * Tipo
             * @default C
             * @enum {string}
             */
            tipo: "C" | "F";
            /** Descrição */
            descricao?: string;
            /**
             * WhatsApp
             * @default false
             */
            whatsapp: boolean;
        };
        /**
         * Perfil de tributação
         * @description Perfil de tributação reutilizável (ex.: "Revenda com ST", "Produto industrializado"): CST/CSOSN, CFOP, ICMS, IPI, PIS/COFINS e IBS/CBS com a fonte legal. Atribuído a vários produtos de uma vez (POST /v1/tributacoes/Atribuir) ou a uma regra por UF; os campos vazios ficam com os do produto.
         */
        Tributacoes: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * CFOP
             * @description O 1º dígito segue o destino (5/6/7) no cálculo
             */
            cfop?: string;
            /**
             * CST do ICMS (regime normal)
             * @enum {string}
             */
            cst_icms?: "00" | "10" | "20" | "40" | "41" | "50" | "51" | "60" | "90";
            /**
             * CSOSN (Simples Nacional)
             * @enum {string}
             */
            csosn?: "101" | "102" | "103" | "201" | "202" | "203" | "300" | "400" | "500" | "900";
            /**
             * Alíquota do ICMS (%)
             * @description Vazio: a da tabela de alíquotas (origem/destino)
             */
            aliquota_icms?: number;
            /** Redução da base do ICMS (%) */
            reducao_base_icms?: number;
            /**
             * FCP (%)
             * @description Fundo de Combate à Pobreza sobre a base do ICMS próprio (ADCT art. 82)
             */
            fcp?: number;
            /**
             * Crédito do Simples (%)
             * @description CSOSN 101/201/900: alíquota efetiva da faixa (LC 123/2006 art. 23)
             */
            credito_simples?: number;
            /**
             * CST do IPI
             * @enum {string}
             */
            cst_ipi?: "00" | "01" | "02" | "03" | "04" | "05" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "99";
            /** Alíquota do IPI (%) */
            aliquota_ipi?: number;
            /** Enquadramento legal do IPI */
            enquadramento_ipi?: string;
            /**
             * CST do PIS
             * @enum {string}
             */
            cst_pis?: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "56" | "60" | "61" | "62" | "63" | "64" | "65" | "66" | "67" | "70" | "71" | "72" | "73" | "74" | "75" | "98" | "99";
            /** Alíquota do PIS (%) */
            aliquota_pis?: number;
            /**
             * CST da COFINS
             * @enum {string}
             */
            cst_cofins?: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "49" | "50" | "51" | "52" | "53" | "54" | "55" | "56" | "60" | "61" | "62" | "63" | "64" | "65" | "66" | "67" | "70" | "71" | "72" | "73" | "74" | "75" | "98" | "99";
            /** Alíquota da COFINS (%) */
            aliquota_cofins?: number;
            /** CST do IBS/CBS */
            cst_ibs_cbs?: string;
            /** Classificação tributária do IBS/CBS */
            classificacao_tributaria?: string;
            /**
             * Fonte legal
             * @description Lei, convênio, protocolo, RICMS ou resolução que fundamenta a regra (ex.: Res. SF 22/89; Protocolo ICMS 41/2008)
             */
            fonte_legal: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Unidade da Federação
         * @description UFs do IBGE (sigla e código cUF do leiaute NF-e). Tabela de referência global, somente leitura.
         */
        Uf: {
            /** Sigla */
            sigla: string;
            /** Código IBGE */
            codigo: number;
            /** Nome */
            nome: string;
            /** Região */
            regiao: string;
        };
        /**
         * Usuário
         * @description Usuário do sistema. Usuários da cadeia (administrador, distribuidor master, distribuidor, revenda) têm tipo_usuario_id; usuários de empresa têm emitente_id e emitente_tipo_usuario_id.
         */
        Usuario: {
            /** Código */
            readonly id?: number;
            /** Login */
            login: string;
            /**
             * Senha
             * Format: senha
             */
            senha?: string;
            /** Nome */
            nome: string;
            /**
             * E-mail
             * Format: email
             */
            email: string;
            /** Tipo de usuário */
            tipo_usuario_id: number;
            /** Empresa */
            emitente_id?: number;
            /** Perfil na empresa */
            emitente_tipo_usuario_id?: number;
            /** Distribuidor master */
            distribuidor_master_id?: number;
            /** Distribuidor */
            distribuidor_id?: number;
            /** Revenda */
            revenda_id?: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Último acesso
             * Format: date-time
             */
            readonly ultimo_acesso?: string;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
            /**
             * Dados pessoais do usuário
             * @description Lista filha de UsuarioDado, gravada junto com o registro.
             */
            Dado?: components["schemas"]["UsuarioDado"][];
            /**
             * Endereços do usuário
             * @description Lista filha de UsuarioEndereco, gravada junto com o registro.
             */
            Endereco?: components["schemas"]["UsuarioEndereco"][];
            /**
             * Telefones do usuário
             * @description Lista filha de UsuarioTelefone, gravada junto com o registro.
             */
            Telefone?: components["schemas"]["UsuarioTelefone"][];
        };
        /** Dados pessoais do usuário */
        UsuarioDado: {
            /** Código */
            readonly id?: number;
            /** Usuário */
            usuario_id: number;
            /**
             * CPF
             * Format: cpf
             */
            cpf?: string;
            /** RG */
            rg?: string;
            /**
             * Data de nascimento
             * Format: date
             */
            data_nascimento?: string;
        };
        /** Endereço do usuário */
        UsuarioEndereco: {
            /** Código */
            readonly id?: number;
            /** Usuário */
            usuario_id: number;
            /** Descrição */
            descricao?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
        };
        /** Telefone do usuário */
        UsuarioTelefone: {
            /** Código */
            readonly id?: number;
            /** Usuário */
            usuario_id: number;
            /** Número */
            numero: string;
            /**
             * Tipo
             * @default C
             * @enum {string}
             */
            tipo: "C" | "F";
            /** Descrição */
            descricao?: string;
            /**
             * WhatsApp
             * @default false
             */
            whatsapp: boolean;
        };
        /**
         * Variação
         * @description Atributo que diferencia as combinações de um produto (Cor, Tamanho, Voltagem), com seus valores.
         */
        Variacao: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Descrição */
            descricao: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Valores da variação
             * @description Lista filha de VariacaoItem, gravada junto com o registro.
             */
            Item?: components["schemas"]["VariacaoItem"][];
        };
        /**
         * Valor da variação
         * @description Um valor de uma variação (Azul, P, 220 V); a sigla compõe o código (SKU) da combinação.
         */
        VariacaoItem: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Variação */
            variacao_id: number;
            /** Descrição */
            descricao: string;
            /** Sigla (sufixo do SKU) */
            sigla?: string;
            /**
             * Ordem na grade
             * @default 0
             */
            ordem: number;
        };
        /**
         * Vendedor
         * @description Vendedor do emitente, com a regra e o percentual de comissão.
         */
        Vendedor: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** Nome */
            nome: string;
            /**
             * CPF
             * Format: cpf
             */
            cpf?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /**
             * CEP
             * Format: cep
             */
            cep?: string;
            /** Logradouro */
            logradouro?: string;
            /** Número */
            numero?: string;
            /** Complemento */
            complemento?: string;
            /** Bairro */
            bairro?: string;
            /** Município */
            cidade_id?: number;
            /** UF */
            uf?: string;
            /**
             * Comissão (%)
             * @default 0
             */
            percentual_comissao: number;
            /**
             * Regra de comissão
             * @default F
             * @enum {string}
             */
            regra_comissao: "F" | "R";
            /**
             * Desconto máximo (%)
             * @description Vazio: sem limite
             */
            desconto_maximo?: number;
            /** Observações */
            observacao?: string;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Vendedor da revenda
         * @description Vendedor que comercializa o produto em nome de uma revenda, com o percentual de comissão (%) sobre as licenças (issue 14).
         */
        VendedorRevenda: {
            /** Código */
            readonly id?: number;
            /** Distribuidor master */
            readonly distribuidor_master_id?: number;
            /** Distribuidor */
            readonly distribuidor_id?: number;
            /** Revenda */
            revenda_id: number;
            /** Nome */
            nome: string;
            /**
             * CPF
             * Format: cpf
             */
            cpf?: string;
            /**
             * E-mail
             * Format: email
             */
            email?: string;
            /** Telefone */
            telefone?: string;
            /**
             * Comissão (%)
             * @default 0
             */
            percentual_comissao: number;
            /**
             * Ativo
             * @default true
             */
            ativo: boolean;
            /**
             * Criado em
             * Format: date-time
             */
            readonly criado_em?: string;
            /**
             * Alterado em
             * Format: date-time
             */
            readonly alterado_em?: string;
        };
        /**
         * Versão da tabela IBPT
         * @description Versão da tabela "De Olho no Imposto" do IBPT importada pela empresa para uma UF (Lei 12.741/2012): versão, chave, fonte e vigência do arquivo oficial. Criada só pela importação (POST /v1/ibpt/AtualizarTabelaIbpt); vale a versão ativa cuja vigência cobre a data da nota.
         */
        VersaoTabelaIbpt: {
            /** Código */
            readonly id?: number;
            /** Emitente */
            readonly emitente_id?: number;
            /** UF */
            uf: string;
            /** Versão */
            versao: string;
            /** Chave */
            chave?: string;
            /** Fonte */
            fonte?: string;
            /**
             * Vigência: início
             * Format: date
             */
            vigencia_inicio: string;
            /**
             * Vigência: fim
             * Format: date
             */
            vigencia_fim: string;
            /**
             * Registros
             * @default 0
             */
            registros: number;
            /** Arquivo */
            arquivo_nome?: string;
            /**
             * Situação
             * @default importando
             * @enum {string}
             */
            situacao: "importando" | "ativa";
            /**
             * Importado em
             * Format: date-time
             */
            readonly importado_em?: string;
        };
    };
    responses: {
        /** @description Dados inválidos: mensagens por campo. */
        ErroValidacao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Não autenticado ou sessão expirada. */
        NaoAutenticado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description Sem permissão para a operação. */
        SemPermissao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description Registro não encontrado. */
        NaoEncontrado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description Registro duplicado (valor já cadastrado). */
        Conflito: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description Consulta OData inválida. */
        ODataErro: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ODataError"];
            };
        };
        /** @description Não autenticado ou sessão expirada. */
        ODataNaoAutenticado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ODataError"];
            };
        };
        /** @description Sem permissão para consultar. */
        ODataSemPermissao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ODataError"];
            };
        };
        /** @description Registro excluído (Data true). */
        Excluido: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: boolean;
                };
            };
        };
        /** @description Adicional: o registro com as listas filhas. */
        Adicional: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Adicional"];
                };
            };
        };
        /** @description Página OData de Adicionais. */
        AdicionalLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Adicional */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Adicional"][];
                };
            };
        };
        /** @description Grupo de adicionais: o registro com as listas filhas. */
        AdicionalGrupo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["AdicionalGrupo"];
                };
            };
        };
        /** @description Página OData de Grupos de adicionais. */
        AdicionalGrupoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#AdicionalGrupo */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["AdicionalGrupo"][];
                };
            };
        };
        /** @description Adicional do grupo: o registro com as listas filhas. */
        AdicionalGrupoItem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["AdicionalGrupoItem"];
                };
            };
        };
        /** @description Página OData de Adicionais do grupo. */
        AdicionalGrupoItemLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#AdicionalGrupoItem */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["AdicionalGrupoItem"][];
                };
            };
        };
        /** @description Agência de cobrança da licença: o registro com as listas filhas. */
        AgenciaBoletoLicenca: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["AgenciaBoletoLicenca"];
                };
            };
        };
        /** @description Página OData de Agências de cobrança da licença. */
        AgenciaBoletoLicencaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#AgenciaBoletoLicenca */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["AgenciaBoletoLicenca"][];
                };
            };
        };
        /** @description Artigo de ajuda: o registro com as listas filhas. */
        Ajuda: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Ajuda"];
                };
            };
        };
        /** @description Página OData de Artigos de ajuda. */
        AjudaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Ajuda */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Ajuda"][];
                };
            };
        };
        /** @description Categoria de ajuda: o registro com as listas filhas. */
        AjudaCategoria: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["AjudaCategoria"];
                };
            };
        };
        /** @description Página OData de Categorias de ajuda. */
        AjudaCategoriaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#AjudaCategoria */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["AjudaCategoria"][];
                };
            };
        };
        /** @description Módulo da categoria de ajuda: o registro com as listas filhas. */
        AjudaModuloCategoria: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["AjudaModuloCategoria"];
                };
            };
        };
        /** @description Página OData de Módulos da categoria. */
        AjudaModuloCategoriaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#AjudaModuloCategoria */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["AjudaModuloCategoria"][];
                };
            };
        };
        /** @description Alíquota de ICMS por UF: o registro com as listas filhas. */
        Aliquota: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Aliquota"];
                };
            };
        };
        /** @description Página OData de Alíquotas de ICMS. */
        AliquotaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Aliquota */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Aliquota"][];
                };
            };
        };
        /** @description Carta de Correção de NF-e: o registro com as listas filhas. */
        CartaCorrecaoNFe: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["CartaCorrecaoNFe"];
                };
            };
        };
        /** @description Página OData de Cartas de Correção de NF-e. */
        CartaCorrecaoNFeLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#CartaCorrecaoNFe */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["CartaCorrecaoNFe"][];
                };
            };
        };
        /** @description Categoria de estoque: o registro com as listas filhas. */
        CategoriaEstoque: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["CategoriaEstoque"];
                };
            };
        };
        /** @description Página OData de Categorias de estoque. */
        CategoriaEstoqueLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#CategoriaEstoque */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["CategoriaEstoque"][];
                };
            };
        };
        /** @description CEST: o registro com as listas filhas. */
        Cest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Cest"];
                };
            };
        };
        /** @description Página OData de CEST. */
        CestLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Cest */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Cest"][];
                };
            };
        };
        /** @description CFOP: o registro com as listas filhas. */
        Cfop: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Cfop"];
                };
            };
        };
        /** @description Página OData de CFOP. */
        CfopLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Cfop */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Cfop"][];
                };
            };
        };
        /** @description Município: o registro com as listas filhas. */
        Cidade: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Cidade"];
                };
            };
        };
        /** @description Página OData de Municípios. */
        CidadeLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Cidade */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Cidade"][];
                };
            };
        };
        /** @description Cliente: o registro com as listas filhas. */
        Cliente: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Cliente"];
                };
            };
        };
        /** @description Página OData de Clientes. */
        ClienteLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Cliente */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Cliente"][];
                };
            };
        };
        /** @description E-mail do cliente: o registro com as listas filhas. */
        ClienteEmail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ClienteEmail"];
                };
            };
        };
        /** @description Página OData de E-mails do cliente. */
        ClienteEmailLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ClienteEmail */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ClienteEmail"][];
                };
            };
        };
        /** @description Endereço do cliente: o registro com as listas filhas. */
        ClienteEndereco: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ClienteEndereco"];
                };
            };
        };
        /** @description Página OData de Endereços do cliente. */
        ClienteEnderecoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ClienteEndereco */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ClienteEndereco"][];
                };
            };
        };
        /** @description Telefone do cliente: o registro com as listas filhas. */
        ClienteTelefone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ClienteTelefone"];
                };
            };
        };
        /** @description Página OData de Telefones do cliente. */
        ClienteTelefoneLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ClienteTelefone */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ClienteTelefone"][];
                };
            };
        };
        /** @description Condição de pagamento: o registro com as listas filhas. */
        Condicao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Condicao"];
                };
            };
        };
        /** @description Página OData de Condições de pagamento. */
        CondicaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Condicao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Condicao"][];
                };
            };
        };
        /** @description Configuração da empresa: o registro com as listas filhas. */
        Configuracao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Configuracao"];
                };
            };
        };
        /** @description Página OData de Configurações. */
        ConfiguracaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Configuracao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Configuracao"][];
                };
            };
        };
        /** @description Configuração white label: o registro com as listas filhas. */
        ConfiguracaoWhiteLabel: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ConfiguracaoWhiteLabel"];
                };
            };
        };
        /** @description Página OData de Configurações white label. */
        ConfiguracaoWhiteLabelLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ConfiguracaoWhiteLabel */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ConfiguracaoWhiteLabel"][];
                };
            };
        };
        /** @description Conta: o registro com as listas filhas. */
        Conta: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Conta"];
                };
            };
        };
        /** @description Página OData de Plano de contas. */
        ContaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Conta */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Conta"][];
                };
            };
        };
        /** @description Todos os registros de Plano de contas. */
        ContaTodos: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Conta"][];
                };
            };
        };
        /** @description Conta bancária / caixa: o registro com as listas filhas. */
        ContaBancaria: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ContaBancaria"];
                };
            };
        };
        /** @description Página OData de Contas bancárias e caixas. */
        ContaBancariaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ContaBancaria */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ContaBancaria"][];
                };
            };
        };
        /** @description Centro de custo: o registro com as listas filhas. */
        Custo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Custo"];
                };
            };
        };
        /** @description Página OData de Centros de custo. */
        CustoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Custo */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Custo"][];
                };
            };
        };
        /** @description Todos os registros de Centros de custo. */
        CustoTodos: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Custo"][];
                };
            };
        };
        /** @description Distribuidor: o registro com as listas filhas. */
        Distribuidor: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Distribuidor"];
                };
            };
        };
        /** @description Página OData de Distribuidores. */
        DistribuidorLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Distribuidor */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Distribuidor"][];
                };
            };
        };
        /** @description Distribuidor master: o registro com as listas filhas. */
        DistribuidorMaster: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["DistribuidorMaster"];
                };
            };
        };
        /** @description Página OData de Distribuidores master. */
        DistribuidorMasterLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#DistribuidorMaster */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["DistribuidorMaster"][];
                };
            };
        };
        /** @description Empresa: o registro com as listas filhas. */
        Emitente: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Emitente"];
                };
            };
        };
        /** @description Página OData de Empresas. */
        EmitenteLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Emitente */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Emitente"][];
                };
            };
        };
        /** @description Configuração fiscal da empresa: o registro com as listas filhas. */
        EmitenteFiscal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EmitenteFiscal"];
                };
            };
        };
        /** @description Página OData de Configurações fiscais. */
        EmitenteFiscalLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EmitenteFiscal */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EmitenteFiscal"][];
                };
            };
        };
        /** @description Restrição do perfil: o registro com as listas filhas. */
        EmitenteRestricao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EmitenteRestricao"];
                };
            };
        };
        /** @description Página OData de Restrições do perfil. */
        EmitenteRestricaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EmitenteRestricao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EmitenteRestricao"][];
                };
            };
        };
        /** @description Restrição padrão de empresa: o registro com as listas filhas. */
        EmitenteRestricaoPadrao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EmitenteRestricaoPadrao"];
                };
            };
        };
        /** @description Página OData de Restrições padrão de empresa. */
        EmitenteRestricaoPadraoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EmitenteRestricaoPadrao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EmitenteRestricaoPadrao"][];
                };
            };
        };
        /** @description Software house da empresa: o registro com as listas filhas. */
        EmitenteSoftwareHouse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EmitenteSoftwareHouse"];
                };
            };
        };
        /** @description Página OData de Software houses das empresas. */
        EmitenteSoftwareHouseLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EmitenteSoftwareHouse */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EmitenteSoftwareHouse"][];
                };
            };
        };
        /** @description Perfil de usuário da empresa: o registro com as listas filhas. */
        EmitenteTipoUsuario: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EmitenteTipoUsuario"];
                };
            };
        };
        /** @description Página OData de Perfis de usuário. */
        EmitenteTipoUsuarioLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EmitenteTipoUsuario */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EmitenteTipoUsuario"][];
                };
            };
        };
        /** @description Espécie de pagamento: o registro com as listas filhas. */
        Especie: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Especie"];
                };
            };
        };
        /** @description Página OData de Espécies de pagamento. */
        EspecieLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Especie */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Especie"][];
                };
            };
        };
        /** @description Saldo de estoque: o registro com as listas filhas. */
        Estoque: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Estoque"];
                };
            };
        };
        /** @description Página OData de Saldos de estoque. */
        EstoqueLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Estoque */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Estoque"][];
                };
            };
        };
        /** @description Operação de estoque: o registro com as listas filhas. */
        EstoqueMoviOperacao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EstoqueMoviOperacao"];
                };
            };
        };
        /** @description Página OData de Operações de estoque. */
        EstoqueMoviOperacaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EstoqueMoviOperacao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EstoqueMoviOperacao"][];
                };
            };
        };
        /** @description Movimentação de estoque: o registro com as listas filhas. */
        EstoqueMovimentacao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EstoqueMovimentacao"];
                };
            };
        };
        /** @description Página OData de Movimentações de estoque. */
        EstoqueMovimentacaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EstoqueMovimentacao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EstoqueMovimentacao"][];
                };
            };
        };
        /** @description ICMS-ST retido anteriormente: o registro com as listas filhas. */
        EstoqueSt: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EstoqueSt"];
                };
            };
        };
        /** @description Página OData de ST retido na entrada. */
        EstoqueStLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EstoqueSt */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EstoqueSt"][];
                };
            };
        };
        /** @description Combinação da grade: o registro com as listas filhas. */
        EstoqueVariacao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["EstoqueVariacao"];
                };
            };
        };
        /** @description Página OData de Grade de variações. */
        EstoqueVariacaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#EstoqueVariacao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["EstoqueVariacao"][];
                };
            };
        };
        /** @description Faturamento: o registro com as listas filhas. */
        Faturamento: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Faturamento"];
                };
            };
        };
        /** @description Página OData de Faturamentos. */
        FaturamentoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Faturamento */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Faturamento"][];
                };
            };
        };
        /** @description Duplicata do faturamento: o registro com as listas filhas. */
        FaturamentoDuplicata: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["FaturamentoDuplicata"];
                };
            };
        };
        /** @description Página OData de Duplicatas do faturamento. */
        FaturamentoDuplicataLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#FaturamentoDuplicata */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["FaturamentoDuplicata"][];
                };
            };
        };
        /** @description Item do faturamento: o registro com as listas filhas. */
        FaturamentoItem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["FaturamentoItem"];
                };
            };
        };
        /** @description Página OData de Itens do faturamento. */
        FaturamentoItemLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#FaturamentoItem */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["FaturamentoItem"][];
                };
            };
        };
        /** @description Pagamento do faturamento: o registro com as listas filhas. */
        FaturamentoPagamento: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["FaturamentoPagamento"];
                };
            };
        };
        /** @description Página OData de Pagamentos do faturamento. */
        FaturamentoPagamentoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#FaturamentoPagamento */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["FaturamentoPagamento"][];
                };
            };
        };
        /** @description Volume do faturamento: o registro com as listas filhas. */
        FaturamentoVolume: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["FaturamentoVolume"];
                };
            };
        };
        /** @description Página OData de Volumes do faturamento. */
        FaturamentoVolumeLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#FaturamentoVolume */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["FaturamentoVolume"][];
                };
            };
        };
        /** @description Fechamento do financeiro: o registro com as listas filhas. */
        FechamentoFinanceiro: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["FechamentoFinanceiro"];
                };
            };
        };
        /** @description Página OData de Fechamentos do financeiro. */
        FechamentoFinanceiroLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#FechamentoFinanceiro */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["FechamentoFinanceiro"][];
                };
            };
        };
        /** @description Fornecedor: o registro com as listas filhas. */
        Fornecedor: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Fornecedor"];
                };
            };
        };
        /** @description Página OData de Fornecedores. */
        FornecedorLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Fornecedor */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Fornecedor"][];
                };
            };
        };
        /** @description Gerador de códigos: o registro com as listas filhas. */
        Generator: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Generator"];
                };
            };
        };
        /** @description Página OData de Geradores de códigos. */
        GeneratorLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Generator */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Generator"][];
                };
            };
        };
        /** @description Grupo de produtos: o registro com as listas filhas. */
        Grupo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Grupo"];
                };
            };
        };
        /** @description Página OData de Grupos de produtos. */
        GrupoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Grupo */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Grupo"][];
                };
            };
        };
        /** @description Alíquota aproximada IBPT: o registro com as listas filhas. */
        Ibpt: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Ibpt"];
                };
            };
        };
        /** @description Página OData de Tabela IBPT. */
        IbptLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Ibpt */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Ibpt"][];
                };
            };
        };
        /** @description Inutilização de numeração de NF-e: o registro com as listas filhas. */
        InutilizacaoNFe: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["InutilizacaoNFe"];
                };
            };
        };
        /** @description Página OData de Inutilizações de NF-e. */
        InutilizacaoNFeLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#InutilizacaoNFe */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["InutilizacaoNFe"][];
                };
            };
        };
        /** @description Kit: o registro com as listas filhas. */
        Kit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Kit"];
                };
            };
        };
        /** @description Página OData de Kits. */
        KitLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Kit */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Kit"][];
                };
            };
        };
        /** @description Fatura de licença: o registro com as listas filhas. */
        LicencaRecebivel: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["LicencaRecebivel"];
                };
            };
        };
        /** @description Página OData de Faturas de licença. */
        LicencaRecebivelLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#LicencaRecebivel */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["LicencaRecebivel"][];
                };
            };
        };
        /** @description Motorista: o registro com as listas filhas. */
        Motorista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Motorista"];
                };
            };
        };
        /** @description Página OData de Motoristas. */
        MotoristaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Motorista */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Motorista"][];
                };
            };
        };
        /** @description NCM: o registro com as listas filhas. */
        Ncm: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Ncm"];
                };
            };
        };
        /** @description Página OData de NCM. */
        NcmLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Ncm */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Ncm"][];
                };
            };
        };
        /** @description Conta a pagar: o registro com as listas filhas. */
        Pagar: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Pagar"];
                };
            };
        };
        /** @description Página OData de Contas a pagar. */
        PagarLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Pagar */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Pagar"][];
                };
            };
        };
        /** @description Anexo de conta a pagar: o registro com as listas filhas. */
        PagarAnexo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["PagarAnexo"];
                };
            };
        };
        /** @description Página OData de Anexos de contas a pagar. */
        PagarAnexoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#PagarAnexo */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["PagarAnexo"][];
                };
            };
        };
        /** @description Baixa de conta a pagar: o registro com as listas filhas. */
        PagarPagamento: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["PagarPagamento"];
                };
            };
        };
        /** @description Página OData de Baixas de contas a pagar. */
        PagarPagamentoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#PagarPagamento */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["PagarPagamento"][];
                };
            };
        };
        /** @description País: o registro com as listas filhas. */
        Pais: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Pais"];
                };
            };
        };
        /** @description Página OData de Países. */
        PaisLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Pais */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Pais"][];
                };
            };
        };
        /** @description Componente do kit: o registro com as listas filhas. */
        ProdKit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ProdKit"];
                };
            };
        };
        /** @description Página OData de Componentes do kit. */
        ProdKitLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ProdKit */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ProdKit"][];
                };
            };
        };
        /** @description Produto: o registro com as listas filhas. */
        Produto: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Produto"];
                };
            };
        };
        /** @description Página OData de Produtos. */
        ProdutoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Produto */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Produto"][];
                };
            };
        };
        /** @description Grupo de adicionais do produto: o registro com as listas filhas. */
        ProdutoAdicional: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ProdutoAdicional"];
                };
            };
        };
        /** @description Página OData de Adicionais dos produtos. */
        ProdutoAdicionalLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ProdutoAdicional */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ProdutoAdicional"][];
                };
            };
        };
        /** @description Tributação do produto por UF e operação: o registro com as listas filhas. */
        ProdutoTributacao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ProdutoTributacao"];
                };
            };
        };
        /** @description Página OData de Tributação por UF. */
        ProdutoTributacaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ProdutoTributacao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ProdutoTributacao"][];
                };
            };
        };
        /** @description Conta a receber: o registro com as listas filhas. */
        Receber: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Receber"];
                };
            };
        };
        /** @description Página OData de Contas a receber. */
        ReceberLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Receber */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Receber"][];
                };
            };
        };
        /** @description Anexo de conta a receber: o registro com as listas filhas. */
        ReceberAnexo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ReceberAnexo"];
                };
            };
        };
        /** @description Página OData de Anexos de contas a receber. */
        ReceberAnexoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ReceberAnexo */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ReceberAnexo"][];
                };
            };
        };
        /** @description Baixa de conta a receber: o registro com as listas filhas. */
        ReceberPagamento: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["ReceberPagamento"];
                };
            };
        };
        /** @description Página OData de Baixas de contas a receber. */
        ReceberPagamentoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#ReceberPagamento */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["ReceberPagamento"][];
                };
            };
        };
        /** @description Restrição: o registro com as listas filhas. */
        Restricao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Restricao"];
                };
            };
        };
        /** @description Página OData de Restrições. */
        RestricaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Restricao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Restricao"][];
                };
            };
        };
        /** @description Restrição padrão: o registro com as listas filhas. */
        RestricaoPadrao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["RestricaoPadrao"];
                };
            };
        };
        /** @description Página OData de Restrições padrão. */
        RestricaoPadraoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#RestricaoPadrao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["RestricaoPadrao"][];
                };
            };
        };
        /** @description Revenda: o registro com as listas filhas. */
        Revenda: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Revenda"];
                };
            };
        };
        /** @description Página OData de Revendas. */
        RevendaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Revenda */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Revenda"][];
                };
            };
        };
        /** @description Série de documento fiscal: o registro com as listas filhas. */
        SerieDocumento: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["SerieDocumento"];
                };
            };
        };
        /** @description Página OData de Séries de documentos fiscais. */
        SerieDocumentoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#SerieDocumento */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["SerieDocumento"][];
                };
            };
        };
        /** @description Sessão de usuário: o registro com as listas filhas. */
        SessaoUsuario: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["SessaoUsuario"];
                };
            };
        };
        /** @description Página OData de Usuários conectados. */
        SessaoUsuarioLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#SessaoUsuario */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["SessaoUsuario"][];
                };
            };
        };
        /** @description Software house: o registro com as listas filhas. */
        SoftwareHouse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["SoftwareHouse"];
                };
            };
        };
        /** @description Página OData de Software houses. */
        SoftwareHouseLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#SoftwareHouse */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["SoftwareHouse"][];
                };
            };
        };
        /** @description Substituição tributária por UF: o registro com as listas filhas. */
        StUf: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["StUf"];
                };
            };
        };
        /** @description Página OData de ST por UF. */
        StUfLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#StUf */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["StUf"][];
                };
            };
        };
        /** @description Subgrupo de produtos: o registro com as listas filhas. */
        SubGrupo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["SubGrupo"];
                };
            };
        };
        /** @description Página OData de Subgrupos de produtos. */
        SubGrupoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#SubGrupo */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["SubGrupo"][];
                };
            };
        };
        /** @description Ticket de suporte: o registro com as listas filhas. */
        Ticket: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Ticket"];
                };
            };
        };
        /** @description Página OData de Tickets. */
        TicketLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Ticket */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Ticket"][];
                };
            };
        };
        /** @description Mensagem do ticket: o registro com as listas filhas. */
        TicketMensagem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TicketMensagem"];
                };
            };
        };
        /** @description Página OData de Mensagens do ticket. */
        TicketMensagemLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TicketMensagem */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TicketMensagem"][];
                };
            };
        };
        /** @description Local de estoque: o registro com as listas filhas. */
        TipoEstoque: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TipoEstoque"];
                };
            };
        };
        /** @description Página OData de Locais de estoque. */
        TipoEstoqueLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TipoEstoque */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TipoEstoque"][];
                };
            };
        };
        /** @description Tipo de produto: o registro com as listas filhas. */
        TipoProduto: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TipoProduto"];
                };
            };
        };
        /** @description Página OData de Tipos de produto. */
        TipoProdutoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TipoProduto */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TipoProduto"][];
                };
            };
        };
        /** @description Tipo de usuário: o registro com as listas filhas. */
        TipoUsuario: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TipoUsuario"];
                };
            };
        };
        /** @description Página OData de Tipos de usuário. */
        TipoUsuarioLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TipoUsuario */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TipoUsuario"][];
                };
            };
        };
        /** @description Transportadora: o registro com as listas filhas. */
        Transportadora: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Transportadora"];
                };
            };
        };
        /** @description Página OData de Transportadoras. */
        TransportadoraLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Transportadora */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Transportadora"][];
                };
            };
        };
        /** @description E-mail da transportadora: o registro com as listas filhas. */
        TransportadoraEmail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TransportadoraEmail"];
                };
            };
        };
        /** @description Página OData de E-mails da transportadora. */
        TransportadoraEmailLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TransportadoraEmail */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TransportadoraEmail"][];
                };
            };
        };
        /** @description Endereço da transportadora: o registro com as listas filhas. */
        TransportadoraEndereco: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TransportadoraEndereco"];
                };
            };
        };
        /** @description Página OData de Endereços da transportadora. */
        TransportadoraEnderecoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TransportadoraEndereco */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TransportadoraEndereco"][];
                };
            };
        };
        /** @description Telefone da transportadora: o registro com as listas filhas. */
        TransportadoraTelefone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["TransportadoraTelefone"];
                };
            };
        };
        /** @description Página OData de Telefones da transportadora. */
        TransportadoraTelefoneLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#TransportadoraTelefone */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["TransportadoraTelefone"][];
                };
            };
        };
        /** @description Perfil de tributação: o registro com as listas filhas. */
        Tributacoes: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Tributacoes"];
                };
            };
        };
        /** @description Página OData de Perfis de tributação. */
        TributacoesLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Tributacoes */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Tributacoes"][];
                };
            };
        };
        /** @description Unidade da Federação: o registro com as listas filhas. */
        Uf: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Uf"];
                };
            };
        };
        /** @description Página OData de Unidades da Federação. */
        UfLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Uf */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Uf"][];
                };
            };
        };
        /** @description Usuário: o registro com as listas filhas. */
        Usuario: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Usuario"];
                };
            };
        };
        /** @description Página OData de Usuários. */
        UsuarioLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Usuario */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Usuario"][];
                };
            };
        };
        /** @description Dados pessoais do usuário: o registro com as listas filhas. */
        UsuarioDado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["UsuarioDado"];
                };
            };
        };
        /** @description Página OData de Dados pessoais do usuário. */
        UsuarioDadoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#UsuarioDado */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["UsuarioDado"][];
                };
            };
        };
        /** @description Endereço do usuário: o registro com as listas filhas. */
        UsuarioEndereco: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["UsuarioEndereco"];
                };
            };
        };
        /** @description Página OData de Endereços do usuário. */
        UsuarioEnderecoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#UsuarioEndereco */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["UsuarioEndereco"][];
                };
            };
        };
        /** @description Telefone do usuário: o registro com as listas filhas. */
        UsuarioTelefone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["UsuarioTelefone"];
                };
            };
        };
        /** @description Página OData de Telefones do usuário. */
        UsuarioTelefoneLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#UsuarioTelefone */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["UsuarioTelefone"][];
                };
            };
        };
        /** @description Variação: o registro com as listas filhas. */
        Variacao: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Variacao"];
                };
            };
        };
        /** @description Página OData de Variações. */
        VariacaoLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Variacao */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Variacao"][];
                };
            };
        };
        /** @description Valor da variação: o registro com as listas filhas. */
        VariacaoItem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["VariacaoItem"];
                };
            };
        };
        /** @description Página OData de Valores da variação. */
        VariacaoItemLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#VariacaoItem */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["VariacaoItem"][];
                };
            };
        };
        /** @description Vendedor: o registro com as listas filhas. */
        Vendedor: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["Vendedor"];
                };
            };
        };
        /** @description Página OData de Vendedores. */
        VendedorLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#Vendedor */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["Vendedor"][];
                };
            };
        };
        /** @description Vendedor da revenda: o registro com as listas filhas. */
        VendedorRevenda: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["VendedorRevenda"];
                };
            };
        };
        /** @description Página OData de Vendedores da revenda. */
        VendedorRevendaLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#VendedorRevenda */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["VendedorRevenda"][];
                };
            };
        };
        /** @description Versão da tabela IBPT: o registro com as listas filhas. */
        VersaoTabelaIbpt: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    Data: components["schemas"]["VersaoTabelaIbpt"];
                };
            };
        };
        /** @description Página OData de Versões da tabela IBPT. */
        VersaoTabelaIbptLista: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @example /OData/$metadata#VersaoTabelaIbpt */
                    "@odata.context": string;
                    /** @description Total do filtro (com $count=true). */
                    "@odata.count"?: number;
                    value: components["schemas"]["VersaoTabelaIbpt"][];
                };
            };
        };
    };
    parameters: {
        /**
         * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
         * @example contains(nome,'Silva') and ativo eq true
         */
        ODataFilter: string;
        /**
         * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
         * @example nome asc,id desc
         */
        ODataOrderBy: string;
        /** @description Quantidade máxima de registros (no máximo 1000). */
        ODataTop: number;
        /** @description Registros a pular (paginação). */
        ODataSkip: number;
        /** @description Inclui @odata.count com o total de registros do filtro. */
        ODataCount: boolean;
        /**
         * @description Propriedades a devolver, separadas por vírgula.
         * @example id,nome
         */
        ODataSelect: string;
        /** @description Busca livre nas colunas de pesquisa da entidade. */
        ODataSearch: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Auth_Login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Sessão aberta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LoginData"];
                    };
                };
            };
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            /** @description Muitas tentativas; aguarde um minuto. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    Auth_RefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description Tokens renovados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LoginData"];
                    };
                };
            };
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
        };
    };
    Auth_RevokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Refresh token da sessão. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true se a sessão foi encerrada agora. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: boolean;
                    };
                };
            };
        };
    };
    Auth_RevokeSessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador da sessão. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessão encerrada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: boolean;
                    };
                };
            };
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Auth_RefreshTokenEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenEmpresaRequest"];
            };
        };
        responses: {
            /** @description Tokens da nova empresa. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LoginData"];
                    };
                };
            };
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
        };
    };
    ConfiguracaoWhiteLabel_CarregarUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Url curta ou guid do inquilino. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Identidade visual (ou Data null se não encontrada). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["WhiteLabelPublico"] | null;
                    };
                };
            };
            /** @description Endereço inválido. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    Conta_RegisterEmitente: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Url: string;
                    Empresa: Record<string, never>;
                    Usuario: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description Empresa cadastrada: Data {emitente_id, login}. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["ErroValidacao"];
            /** @description CNPJ ou login já cadastrado. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Muitas tentativas. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    Conta_RedefinirSenha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Email: string;
                    Url: string;
                } | {
                    Token: string;
                    Senha: string;
                };
            };
        };
        responses: {
            /** @description Solicitação aceita ou senha redefinida. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["ErroValidacao"];
            /** @description Muitas tentativas. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    Conta_AlterarSenha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    SenhaAtual: string;
                    NovaSenha: string;
                };
            };
        };
        responses: {
            /** @description Senha alterada; as outras sessões são encerradas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
        };
    };
    Conta_AlterarEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Senha: string;
                    /** Format: email */
                    Email: string;
                };
            };
        };
        responses: {
            /** @description E-mail alterado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
        };
    };
    Conta_UsuarioExiste: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Login: string;
                };
            };
        };
        responses: {
            /** @description true quando o login já está em uso. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: boolean;
                    };
                };
            };
            /** @description Muitas tentativas. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
        };
    };
    Cep_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cep: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Data {cep, logradouro, bairro, cidade_id, cidade, uf, fonte}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["ErroValidacao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Dashboard_Resumo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resumo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            401: components["responses"]["NaoAutenticado"];
        };
    };
    Schema_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id da entidade (ex.: cliente) ou nome OData. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Definição da entidade. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description JSON Schema 2020-12 com x-erp. */
                        Data: Record<string, never>;
                    };
                };
            };
            401: components["responses"]["NaoAutenticado"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    OData_Metadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description EDMX. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
        };
    };
    Adicional_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Adicional"];
            };
        };
        responses: {
            200: components["responses"]["Adicional"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Adicional_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Adicional"];
            };
        };
        responses: {
            201: components["responses"]["Adicional"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Adicional_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Adicional"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Adicional_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Adicional_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdicionalLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    AdicionalGrupo_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdicionalGrupo"];
            };
        };
        responses: {
            200: components["responses"]["AdicionalGrupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    AdicionalGrupo_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdicionalGrupo"];
            };
        };
        responses: {
            201: components["responses"]["AdicionalGrupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    AdicionalGrupo_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdicionalGrupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AdicionalGrupo_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AdicionalGrupo_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdicionalGrupoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    AdicionalGrupoItem_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdicionalGrupoItem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AdicionalGrupoItem_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AdicionalGrupoItemLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    AgenciaBoletoLicenca_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgenciaBoletoLicenca"];
            };
        };
        responses: {
            200: components["responses"]["AgenciaBoletoLicenca"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    AgenciaBoletoLicenca_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgenciaBoletoLicenca"];
            };
        };
        responses: {
            201: components["responses"]["AgenciaBoletoLicenca"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    AgenciaBoletoLicenca_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AgenciaBoletoLicenca"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AgenciaBoletoLicenca_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AgenciaBoletoLicenca_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AgenciaBoletoLicencaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Ajuda_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Ajuda"];
            };
        };
        responses: {
            200: components["responses"]["Ajuda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Ajuda_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Ajuda"];
            };
        };
        responses: {
            201: components["responses"]["Ajuda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Ajuda_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ajuda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Ajuda_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Ajuda_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AjudaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    AjudaCategoria_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AjudaCategoria"];
            };
        };
        responses: {
            200: components["responses"]["AjudaCategoria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    AjudaCategoria_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AjudaCategoria"];
            };
        };
        responses: {
            201: components["responses"]["AjudaCategoria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    AjudaCategoria_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AjudaCategoria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AjudaCategoria_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AjudaCategoria_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AjudaCategoriaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    AjudaModuloCategoria_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AjudaModuloCategoria"];
            };
        };
        responses: {
            200: components["responses"]["AjudaModuloCategoria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    AjudaModuloCategoria_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AjudaModuloCategoria"];
            };
        };
        responses: {
            201: components["responses"]["AjudaModuloCategoria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    AjudaModuloCategoria_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AjudaModuloCategoria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AjudaModuloCategoria_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    AjudaModuloCategoria_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AjudaModuloCategoriaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Aliquota_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Aliquota"];
            };
        };
        responses: {
            200: components["responses"]["Aliquota"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Aliquota_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Aliquota"];
            };
        };
        responses: {
            201: components["responses"]["Aliquota"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Aliquota_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Aliquota"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Aliquota_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Aliquota_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AliquotaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    CartaCorrecaoNFe_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartaCorrecaoNFe"];
            };
        };
        responses: {
            200: components["responses"]["CartaCorrecaoNFe"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    CartaCorrecaoNFe_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartaCorrecaoNFe"];
            };
        };
        responses: {
            201: components["responses"]["CartaCorrecaoNFe"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    CartaCorrecaoNFe_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CartaCorrecaoNFe"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    CartaCorrecaoNFe_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    CartaCorrecaoNFe_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CartaCorrecaoNFeLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    CategoriaEstoque_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoriaEstoque"];
            };
        };
        responses: {
            200: components["responses"]["CategoriaEstoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    CategoriaEstoque_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoriaEstoque"];
            };
        };
        responses: {
            201: components["responses"]["CategoriaEstoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    CategoriaEstoque_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategoriaEstoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    CategoriaEstoque_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    CategoriaEstoque_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategoriaEstoqueLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Cest_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (codigo: CEST). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cest"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Cest_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CestLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Cfop_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (codigo: CFOP). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cfop"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Cfop_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CfopLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Cidade_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código IBGE). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cidade"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Cidade_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CidadeLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Cliente_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Cliente"];
            };
        };
        responses: {
            200: components["responses"]["Cliente"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Cliente_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Cliente"];
            };
        };
        responses: {
            201: components["responses"]["Cliente"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Cliente_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cliente"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Cliente_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Cliente_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ClienteEmail_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteEmail"];
            };
        };
        responses: {
            200: components["responses"]["ClienteEmail"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ClienteEmail_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteEmail"];
            };
        };
        responses: {
            201: components["responses"]["ClienteEmail"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ClienteEmail_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteEmail"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ClienteEmail_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ClienteEmail_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteEmailLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ClienteEndereco_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteEndereco"];
            };
        };
        responses: {
            200: components["responses"]["ClienteEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ClienteEndereco_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteEndereco"];
            };
        };
        responses: {
            201: components["responses"]["ClienteEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ClienteEndereco_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ClienteEndereco_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ClienteEndereco_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteEnderecoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ClienteTelefone_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteTelefone"];
            };
        };
        responses: {
            200: components["responses"]["ClienteTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ClienteTelefone_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteTelefone"];
            };
        };
        responses: {
            201: components["responses"]["ClienteTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ClienteTelefone_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ClienteTelefone_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ClienteTelefone_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ClienteTelefoneLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Condicao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Condicao"];
            };
        };
        responses: {
            200: components["responses"]["Condicao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Condicao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Condicao"];
            };
        };
        responses: {
            201: components["responses"]["Condicao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Condicao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Condicao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Condicao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Condicao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CondicaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Configuracao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Configuracao"];
            };
        };
        responses: {
            200: components["responses"]["Configuracao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Configuracao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Configuracao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Configuracao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ConfiguracaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ConfiguracaoWhiteLabel_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfiguracaoWhiteLabel"];
            };
        };
        responses: {
            200: components["responses"]["ConfiguracaoWhiteLabel"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ConfiguracaoWhiteLabel_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfiguracaoWhiteLabel"];
            };
        };
        responses: {
            201: components["responses"]["ConfiguracaoWhiteLabel"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ConfiguracaoWhiteLabel_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ConfiguracaoWhiteLabel"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ConfiguracaoWhiteLabel_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ConfiguracaoWhiteLabel_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ConfiguracaoWhiteLabelLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Conta_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Conta"];
            };
        };
        responses: {
            200: components["responses"]["Conta"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Conta_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Conta"];
            };
        };
        responses: {
            201: components["responses"]["Conta"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Conta_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Conta"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Conta_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Conta_Todos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ContaTodos"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
        };
    };
    Conta_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ContaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ContaBancaria_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContaBancaria"];
            };
        };
        responses: {
            200: components["responses"]["ContaBancaria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ContaBancaria_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContaBancaria"];
            };
        };
        responses: {
            201: components["responses"]["ContaBancaria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ContaBancaria_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ContaBancaria"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ContaBancaria_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ContaBancaria_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ContaBancariaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Custo_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Custo"];
            };
        };
        responses: {
            200: components["responses"]["Custo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Custo_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Custo"];
            };
        };
        responses: {
            201: components["responses"]["Custo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Custo_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Custo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Custo_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Custo_Todos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustoTodos"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
        };
    };
    Custo_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Distribuidor_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Distribuidor"];
            };
        };
        responses: {
            200: components["responses"]["Distribuidor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Distribuidor_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Distribuidor"];
            };
        };
        responses: {
            201: components["responses"]["Distribuidor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Distribuidor_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Distribuidor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Distribuidor_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Distribuidor_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DistribuidorLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    DistribuidorMaster_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistribuidorMaster"];
            };
        };
        responses: {
            200: components["responses"]["DistribuidorMaster"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    DistribuidorMaster_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistribuidorMaster"];
            };
        };
        responses: {
            201: components["responses"]["DistribuidorMaster"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    DistribuidorMaster_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DistribuidorMaster"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    DistribuidorMaster_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    DistribuidorMaster_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DistribuidorMasterLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Emitente_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Emitente"];
            };
        };
        responses: {
            200: components["responses"]["Emitente"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Emitente_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Emitente"];
            };
        };
        responses: {
            201: components["responses"]["Emitente"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Emitente_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Emitente"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Emitente_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Emitente_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EmitenteFiscal_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteFiscal"];
            };
        };
        responses: {
            200: components["responses"]["EmitenteFiscal"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteFiscal_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteFiscal"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteFiscal_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteFiscalLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EmitenteRestricao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteRestricao"];
            };
        };
        responses: {
            200: components["responses"]["EmitenteRestricao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteRestricao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteRestricao"];
            };
        };
        responses: {
            201: components["responses"]["EmitenteRestricao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteRestricao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteRestricao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteRestricao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteRestricao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteRestricaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EmitenteRestricaoPadrao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteRestricaoPadrao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteRestricaoPadrao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteRestricaoPadraoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EmitenteSoftwareHouse_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteSoftwareHouse"];
            };
        };
        responses: {
            200: components["responses"]["EmitenteSoftwareHouse"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteSoftwareHouse_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteSoftwareHouse"];
            };
        };
        responses: {
            201: components["responses"]["EmitenteSoftwareHouse"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteSoftwareHouse_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteSoftwareHouse"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteSoftwareHouse_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteSoftwareHouse_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteSoftwareHouseLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EmitenteTipoUsuario_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteTipoUsuario"];
            };
        };
        responses: {
            200: components["responses"]["EmitenteTipoUsuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteTipoUsuario_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitenteTipoUsuario"];
            };
        };
        responses: {
            201: components["responses"]["EmitenteTipoUsuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    EmitenteTipoUsuario_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteTipoUsuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteTipoUsuario_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EmitenteTipoUsuario_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EmitenteTipoUsuarioLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Especie_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Especie"];
            };
        };
        responses: {
            200: components["responses"]["Especie"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Especie_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Especie"];
            };
        };
        responses: {
            201: components["responses"]["Especie"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Especie_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Especie"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Especie_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Especie_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EspecieLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Estoque_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Estoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Estoque_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EstoqueMoviOperacao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueMoviOperacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EstoqueMoviOperacao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueMoviOperacaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EstoqueMovimentacao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Lançamento). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueMovimentacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EstoqueMovimentacao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueMovimentacaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EstoqueSt_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstoqueSt"];
            };
        };
        responses: {
            200: components["responses"]["EstoqueSt"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    EstoqueSt_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstoqueSt"];
            };
        };
        responses: {
            201: components["responses"]["EstoqueSt"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    EstoqueSt_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueSt"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EstoqueSt_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EstoqueSt_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueStLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    EstoqueVariacao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstoqueVariacao"];
            };
        };
        responses: {
            200: components["responses"]["EstoqueVariacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    EstoqueVariacao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EstoqueVariacao"];
            };
        };
        responses: {
            201: components["responses"]["EstoqueVariacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    EstoqueVariacao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueVariacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EstoqueVariacao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    EstoqueVariacao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["EstoqueVariacaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Faturamento_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Faturamento"];
            };
        };
        responses: {
            200: components["responses"]["Faturamento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Faturamento_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Faturamento"];
            };
        };
        responses: {
            201: components["responses"]["Faturamento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Faturamento_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Faturamento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Faturamento_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Faturamento_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    FaturamentoDuplicata_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoDuplicata"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    FaturamentoDuplicata_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoDuplicataLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    FaturamentoItem_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoItem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    FaturamentoItem_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoItemLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    FaturamentoPagamento_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoPagamento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    FaturamentoPagamento_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoPagamentoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    FaturamentoVolume_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoVolume"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    FaturamentoVolume_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FaturamentoVolumeLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    FechamentoFinanceiro_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FechamentoFinanceiro"];
            };
        };
        responses: {
            200: components["responses"]["FechamentoFinanceiro"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    FechamentoFinanceiro_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FechamentoFinanceiro"];
            };
        };
        responses: {
            201: components["responses"]["FechamentoFinanceiro"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    FechamentoFinanceiro_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FechamentoFinanceiro"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    FechamentoFinanceiro_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    FechamentoFinanceiro_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FechamentoFinanceiroLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Fornecedor_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Fornecedor"];
            };
        };
        responses: {
            200: components["responses"]["Fornecedor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Fornecedor_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Fornecedor"];
            };
        };
        responses: {
            201: components["responses"]["Fornecedor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Fornecedor_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Fornecedor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Fornecedor_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Fornecedor_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FornecedorLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Generator_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Generator"];
            };
        };
        responses: {
            200: components["responses"]["Generator"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Generator_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Generator"];
            };
        };
        responses: {
            201: components["responses"]["Generator"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Generator_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Generator"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Generator_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Generator_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GeneratorLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Grupo_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Grupo"];
            };
        };
        responses: {
            200: components["responses"]["Grupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Grupo_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Grupo"];
            };
        };
        responses: {
            201: components["responses"]["Grupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Grupo_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Grupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Grupo_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Grupo_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GrupoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Ibpt_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ibpt"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Ibpt_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IbptLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    InutilizacaoNFe_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InutilizacaoNFe"];
            };
        };
        responses: {
            200: components["responses"]["InutilizacaoNFe"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    InutilizacaoNFe_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InutilizacaoNFe"];
            };
        };
        responses: {
            201: components["responses"]["InutilizacaoNFe"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    InutilizacaoNFe_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InutilizacaoNFe"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    InutilizacaoNFe_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    InutilizacaoNFe_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InutilizacaoNFeLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Kit_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Kit"];
            };
        };
        responses: {
            200: components["responses"]["Kit"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Kit_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Kit"];
            };
        };
        responses: {
            201: components["responses"]["Kit"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Kit_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Kit"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Kit_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Kit_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KitLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    LicencaRecebivel_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LicencaRecebivel"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    LicencaRecebivel_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LicencaRecebivelLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Motorista_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Motorista"];
            };
        };
        responses: {
            200: components["responses"]["Motorista"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Motorista_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Motorista"];
            };
        };
        responses: {
            201: components["responses"]["Motorista"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Motorista_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Motorista"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Motorista_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Motorista_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MotoristaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Ncm_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (codigo: Código NCM). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ncm"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Ncm_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NcmLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Pagar_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Pagar"];
            };
        };
        responses: {
            200: components["responses"]["Pagar"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Pagar_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Pagar"];
            };
        };
        responses: {
            201: components["responses"]["Pagar"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Pagar_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pagar"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Pagar_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Pagar_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PagarLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    PagarAnexo_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PagarAnexo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    PagarAnexo_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PagarAnexoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    PagarPagamento_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PagarPagamento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    PagarPagamento_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PagarPagamentoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Pais_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código BACEN). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pais"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Pais_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PaisLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ProdKit_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProdKit"];
            };
        };
        responses: {
            200: components["responses"]["ProdKit"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ProdKit_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProdKit"];
            };
        };
        responses: {
            201: components["responses"]["ProdKit"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ProdKit_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdKit"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ProdKit_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ProdKit_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdKitLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Produto_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Produto"];
            };
        };
        responses: {
            200: components["responses"]["Produto"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Produto_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Produto"];
            };
        };
        responses: {
            201: components["responses"]["Produto"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Produto_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Produto"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Produto_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Produto_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdutoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ProdutoAdicional_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProdutoAdicional"];
            };
        };
        responses: {
            200: components["responses"]["ProdutoAdicional"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ProdutoAdicional_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProdutoAdicional"];
            };
        };
        responses: {
            201: components["responses"]["ProdutoAdicional"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ProdutoAdicional_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdutoAdicional"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ProdutoAdicional_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ProdutoAdicional_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdutoAdicionalLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ProdutoTributacao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProdutoTributacao"];
            };
        };
        responses: {
            200: components["responses"]["ProdutoTributacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    ProdutoTributacao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProdutoTributacao"];
            };
        };
        responses: {
            201: components["responses"]["ProdutoTributacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    ProdutoTributacao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdutoTributacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ProdutoTributacao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ProdutoTributacao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProdutoTributacaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Receber_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Receber"];
            };
        };
        responses: {
            200: components["responses"]["Receber"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Receber_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Receber"];
            };
        };
        responses: {
            201: components["responses"]["Receber"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Receber_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Receber"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Receber_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Receber_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReceberLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ReceberAnexo_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReceberAnexo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ReceberAnexo_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReceberAnexoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    ReceberPagamento_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReceberPagamento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    ReceberPagamento_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReceberPagamentoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Restricao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Restricao"];
            };
        };
        responses: {
            200: components["responses"]["Restricao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Restricao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Restricao"];
            };
        };
        responses: {
            201: components["responses"]["Restricao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Restricao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Restricao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Restricao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Restricao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RestricaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    RestricaoPadrao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestricaoPadrao"];
            };
        };
        responses: {
            200: components["responses"]["RestricaoPadrao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    RestricaoPadrao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestricaoPadrao"];
            };
        };
        responses: {
            201: components["responses"]["RestricaoPadrao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    RestricaoPadrao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RestricaoPadrao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    RestricaoPadrao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    RestricaoPadrao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RestricaoPadraoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Revenda_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Revenda"];
            };
        };
        responses: {
            200: components["responses"]["Revenda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Revenda_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Revenda"];
            };
        };
        responses: {
            201: components["responses"]["Revenda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Revenda_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Revenda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Revenda_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Revenda_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RevendaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    SerieDocumento_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SerieDocumento"];
            };
        };
        responses: {
            200: components["responses"]["SerieDocumento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    SerieDocumento_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SerieDocumento"];
            };
        };
        responses: {
            201: components["responses"]["SerieDocumento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    SerieDocumento_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SerieDocumento"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SerieDocumento_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SerieDocumento_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SerieDocumentoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    SessaoUsuario_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Sessão). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SessaoUsuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SessaoUsuario_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SessaoUsuarioLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    SoftwareHouse_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoftwareHouse"];
            };
        };
        responses: {
            200: components["responses"]["SoftwareHouse"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    SoftwareHouse_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoftwareHouse"];
            };
        };
        responses: {
            201: components["responses"]["SoftwareHouse"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    SoftwareHouse_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SoftwareHouse"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SoftwareHouse_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SoftwareHouse_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SoftwareHouseLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    StUf_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StUf"];
            };
        };
        responses: {
            200: components["responses"]["StUf"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    StUf_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StUf"];
            };
        };
        responses: {
            201: components["responses"]["StUf"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    StUf_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StUf"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    StUf_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    StUf_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StUfLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    SubGrupo_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubGrupo"];
            };
        };
        responses: {
            200: components["responses"]["SubGrupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    SubGrupo_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubGrupo"];
            };
        };
        responses: {
            201: components["responses"]["SubGrupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    SubGrupo_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SubGrupo"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SubGrupo_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    SubGrupo_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SubGrupoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Ticket_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Ticket"];
            };
        };
        responses: {
            200: components["responses"]["Ticket"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Ticket_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Ticket"];
            };
        };
        responses: {
            201: components["responses"]["Ticket"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Ticket_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ticket"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Ticket_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Ticket_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TicketLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TicketMensagem_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketMensagem"];
            };
        };
        responses: {
            200: components["responses"]["TicketMensagem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    TicketMensagem_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketMensagem"];
            };
        };
        responses: {
            201: components["responses"]["TicketMensagem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    TicketMensagem_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TicketMensagem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TicketMensagem_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TicketMensagem_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TicketMensagemLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TipoEstoque_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TipoEstoque"];
            };
        };
        responses: {
            200: components["responses"]["TipoEstoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    TipoEstoque_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TipoEstoque"];
            };
        };
        responses: {
            201: components["responses"]["TipoEstoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    TipoEstoque_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TipoEstoque"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TipoEstoque_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TipoEstoque_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TipoEstoqueLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TipoProduto_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TipoProduto"];
            };
        };
        responses: {
            200: components["responses"]["TipoProduto"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    TipoProduto_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TipoProduto"];
            };
        };
        responses: {
            201: components["responses"]["TipoProduto"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    TipoProduto_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TipoProduto"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TipoProduto_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TipoProduto_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TipoProdutoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TipoUsuario_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TipoUsuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TipoUsuario_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TipoUsuarioLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Transportadora_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Transportadora"];
            };
        };
        responses: {
            200: components["responses"]["Transportadora"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Transportadora_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Transportadora"];
            };
        };
        responses: {
            201: components["responses"]["Transportadora"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Transportadora_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Transportadora"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Transportadora_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Transportadora_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TransportadoraEmail_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportadoraEmail"];
            };
        };
        responses: {
            200: components["responses"]["TransportadoraEmail"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    TransportadoraEmail_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportadoraEmail"];
            };
        };
        responses: {
            201: components["responses"]["TransportadoraEmail"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    TransportadoraEmail_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraEmail"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TransportadoraEmail_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TransportadoraEmail_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraEmailLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TransportadoraEndereco_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportadoraEndereco"];
            };
        };
        responses: {
            200: components["responses"]["TransportadoraEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    TransportadoraEndereco_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportadoraEndereco"];
            };
        };
        responses: {
            201: components["responses"]["TransportadoraEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    TransportadoraEndereco_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TransportadoraEndereco_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TransportadoraEndereco_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraEnderecoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    TransportadoraTelefone_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportadoraTelefone"];
            };
        };
        responses: {
            200: components["responses"]["TransportadoraTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    TransportadoraTelefone_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportadoraTelefone"];
            };
        };
        responses: {
            201: components["responses"]["TransportadoraTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    TransportadoraTelefone_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TransportadoraTelefone_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    TransportadoraTelefone_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TransportadoraTelefoneLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Tributacoes_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tributacoes"];
            };
        };
        responses: {
            200: components["responses"]["Tributacoes"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Tributacoes_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tributacoes"];
            };
        };
        responses: {
            201: components["responses"]["Tributacoes"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Tributacoes_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Tributacoes"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Tributacoes_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Tributacoes_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TributacoesLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Uf_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (sigla: Sigla). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Uf"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Uf_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UfLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Usuario_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Usuario"];
            };
        };
        responses: {
            200: components["responses"]["Usuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Usuario_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Usuario"];
            };
        };
        responses: {
            201: components["responses"]["Usuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Usuario_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Usuario"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Usuario_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Usuario_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    UsuarioDado_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioDado"];
            };
        };
        responses: {
            200: components["responses"]["UsuarioDado"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    UsuarioDado_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioDado"];
            };
        };
        responses: {
            201: components["responses"]["UsuarioDado"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    UsuarioDado_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioDado"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    UsuarioDado_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    UsuarioDado_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioDadoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    UsuarioEndereco_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioEndereco"];
            };
        };
        responses: {
            200: components["responses"]["UsuarioEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    UsuarioEndereco_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioEndereco"];
            };
        };
        responses: {
            201: components["responses"]["UsuarioEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    UsuarioEndereco_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioEndereco"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    UsuarioEndereco_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    UsuarioEndereco_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioEnderecoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    UsuarioTelefone_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioTelefone"];
            };
        };
        responses: {
            200: components["responses"]["UsuarioTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    UsuarioTelefone_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsuarioTelefone"];
            };
        };
        responses: {
            201: components["responses"]["UsuarioTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    UsuarioTelefone_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioTelefone"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    UsuarioTelefone_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    UsuarioTelefone_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsuarioTelefoneLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Variacao_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Variacao"];
            };
        };
        responses: {
            200: components["responses"]["Variacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Variacao_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Variacao"];
            };
        };
        responses: {
            201: components["responses"]["Variacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Variacao_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Variacao"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Variacao_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Variacao_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VariacaoLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    VariacaoItem_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariacaoItem"];
            };
        };
        responses: {
            200: components["responses"]["VariacaoItem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    VariacaoItem_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariacaoItem"];
            };
        };
        responses: {
            201: components["responses"]["VariacaoItem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    VariacaoItem_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VariacaoItem"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    VariacaoItem_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    VariacaoItem_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VariacaoItemLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    Vendedor_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Vendedor"];
            };
        };
        responses: {
            200: components["responses"]["Vendedor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    Vendedor_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Vendedor"];
            };
        };
        responses: {
            201: components["responses"]["Vendedor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    Vendedor_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Vendedor"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Vendedor_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    Vendedor_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VendedorLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    VendedorRevenda_Alterar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendedorRevenda"];
            };
        };
        responses: {
            200: components["responses"]["VendedorRevenda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
            409: components["responses"]["Conflito"];
        };
    };
    VendedorRevenda_Incluir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendedorRevenda"];
            };
        };
        responses: {
            201: components["responses"]["VendedorRevenda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            409: components["responses"]["Conflito"];
        };
    };
    VendedorRevenda_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VendedorRevenda"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    VendedorRevenda_Excluir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Excluido"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    VendedorRevenda_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VendedorRevendaLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
    VersaoTabelaIbpt_Consultar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Chave do registro (id: Código). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VersaoTabelaIbpt"];
            400: components["responses"]["ErroValidacao"];
            401: components["responses"]["NaoAutenticado"];
            403: components["responses"]["SemPermissao"];
            404: components["responses"]["NaoEncontrado"];
        };
    };
    VersaoTabelaIbpt_ListarOData: {
        parameters: {
            query?: {
                /**
                 * @description Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).
                 * @example contains(nome,'Silva') and ativo eq true
                 */
                $filter?: components["parameters"]["ODataFilter"];
                /**
                 * @description Ordenação: propriedades separadas por vírgula, com asc/desc.
                 * @example nome asc,id desc
                 */
                $orderby?: components["parameters"]["ODataOrderBy"];
                /** @description Quantidade máxima de registros (no máximo 1000). */
                $top?: components["parameters"]["ODataTop"];
                /** @description Registros a pular (paginação). */
                $skip?: components["parameters"]["ODataSkip"];
                /** @description Inclui @odata.count com o total de registros do filtro. */
                $count?: components["parameters"]["ODataCount"];
                /**
                 * @description Propriedades a devolver, separadas por vírgula.
                 * @example id,nome
                 */
                $select?: components["parameters"]["ODataSelect"];
                /** @description Busca livre nas colunas de pesquisa da entidade. */
                $search?: components["parameters"]["ODataSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VersaoTabelaIbptLista"];
            400: components["responses"]["ODataErro"];
            401: components["responses"]["ODataNaoAutenticado"];
            403: components["responses"]["ODataSemPermissao"];
        };
    };
}
