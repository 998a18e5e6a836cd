/// The update server's HTTP API as an OpenAPI 3.0 document: what `GET /openapi.json` answers and `causeway-server
/// openapi` prints. Its one copy is `HTTP/openapi.json` beside this file, built into ``json`` by the
/// `EmbedOpenAPIDocument` plugin, so the binary needs no file beside it. CI checks that every route the server has is
/// in it and, with schemathesis, that the live server answers as it says.
public enum OpenAPIDocument {}
