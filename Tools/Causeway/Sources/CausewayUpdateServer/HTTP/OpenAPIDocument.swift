/// The update server's HTTP API as an OpenAPI 3.0 document: what `GET /openapi.json` answers, and what
/// `docs/update-server.openapi.json` holds (`causeway-server openapi` prints it; CI checks the copy is current, that
/// every route the server has is in it, and, with schemathesis, that the live server answers as it says).
public enum OpenAPIDocument {
    /// The document, as JSON text.
    public static let json = #"""
    {
      "openapi": "3.0.3",
      "info": {
        "title": "Causeway update server",
        "version": "1",
        "description": "Releases, gray rollouts, deltas and device reports (causeway-server serve). Errors answer with {\"error\": {\"message\": ...}}. A path answers a method it has no operation for with 405 and an Allow header, and a path the document does not list with 404."
      },
      "paths": {
        "/": {
          "get": {
            "operationId": "dashboard",
            "summary": "The release dashboard, an HTML page.",
            "responses": {
              "200": {
                "description": "The page.",
                "content": {
                  "text/html": {
                    "schema": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        },
        "/healthz": {
          "get": {
            "operationId": "liveness",
            "summary": "Answers while the process serves requests.",
            "responses": {
              "200": {
                "description": "Live."
              }
            }
          }
        },
        "/readyz": {
          "get": {
            "operationId": "readiness",
            "summary": "Whether the registry answers a small read within two seconds.",
            "responses": {
              "200": {
                "description": "Ready."
              },
              "503": {
                "description": "The registry does not answer."
              }
            }
          }
        },
        "/metrics": {
          "get": {
            "operationId": "metrics",
            "summary": "The server's metrics in Prometheus' text format (UpdateMetrics).",
            "responses": {
              "200": {
                "description": "The metrics.",
                "content": {
                  "text/plain": {
                    "schema": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        },
        "/openapi.json": {
          "get": {
            "operationId": "openAPIDocument",
            "summary": "This document.",
            "responses": {
              "200": {
                "description": "The document.",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "object"
                    }
                  }
                }
              }
            }
          }
        },
        "/v1/contracts": {
          "get": {
            "operationId": "listContracts",
            "summary": "The registered app contracts, sorted by name, without their entries.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "parameters": [
              {
                "name": "package",
                "in": "query",
                "required": false,
                "description": "Say when devices checking for this package last reported each contract.",
                "schema": {
                  "type": "string"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The contracts.",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/ContractSummary"
                      }
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              }
            }
          }
        },
        "/v1/contracts/{digest}": {
          "parameters": [
            {
              "$ref": "#/components/parameters/ContractDigest"
            }
          ],
          "put": {
            "operationId": "registerContract",
            "summary": "Registers an app build's contract under a name, or renames it; checks that report its digest are offered the releases it can run.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "parameters": [
              {
                "name": "name",
                "in": "query",
                "required": true,
                "description": "What people call the app build (1 to 64 bytes, no control characters).",
                "schema": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64
                }
              }
            ],
            "requestBody": {
              "required": true,
              "description": "The contract, as `causeway contract` writes it (at most 1 MiB).",
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/AppContract"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "description": "Registered.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/ContractSummary"
                    }
                  }
                }
              },
              "400": {
                "description": "No name, a bad name, or the body is not a contract whose digest is the one in the path.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "409": {
                "description": "256 other contracts are registered.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "413": {
                "description": "The contract is larger than 1 MiB.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "422": {
                "description": "The body is not an app contract.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          },
          "delete": {
            "operationId": "removeContract",
            "summary": "Removes a registered app contract; checks that report it are then offered only releases without needs.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "responses": {
              "204": {
                "description": "Removed."
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "description": "No such contract is registered.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        },
        "/v1/packages": {
          "get": {
            "operationId": "listPackages",
            "summary": "The packages that have releases, sorted, a page at a time: ask again with after set to the last id until a page has fewer than limit.",
            "parameters": [
              {
                "name": "after",
                "in": "query",
                "required": false,
                "description": "List the ids after this one.",
                "schema": {
                  "type": "string"
                }
              },
              {
                "$ref": "#/components/parameters/Limit"
              }
            ],
            "responses": {
              "200": {
                "description": "Package ids.",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadPage"
              },
              "429": {
                "$ref": "#/components/responses/TooManyRequests"
              }
            }
          }
        },
        "/v1/packages/{id}/releases": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            }
          ],
          "get": {
            "operationId": "listReleases",
            "summary": "The package's releases, newest first, with their health, a page at a time: ask again with before set to the last version until a page has fewer than limit.",
            "parameters": [
              {
                "name": "before",
                "in": "query",
                "required": false,
                "description": "List the releases older than this version.",
                "schema": {
                  "$ref": "#/components/schemas/SemanticVersion"
                }
              },
              {
                "$ref": "#/components/parameters/Limit"
              }
            ],
            "responses": {
              "200": {
                "description": "The releases.",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/ReleaseStatus"
                      }
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadPage"
              },
              "429": {
                "$ref": "#/components/responses/TooManyRequests"
              }
            }
          },
          "post": {
            "operationId": "publish",
            "summary": "Publishes the signed package in the body.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "parameters": [
              {
                "name": "channel",
                "in": "query",
                "required": false,
                "description": "The channel (default stable).",
                "schema": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64
                }
              },
              {
                "name": "rollout",
                "in": "query",
                "required": false,
                "description": "The share of devices offered it, 0 to 100 (default 100).",
                "schema": {
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 100
                }
              },
              {
                "name": "pauseAbove",
                "in": "query",
                "required": false,
                "description": "With minReports: pause it by itself above this share (0 to 100) of bad reports.",
                "schema": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 100
                }
              },
              {
                "name": "minReports",
                "in": "query",
                "required": false,
                "description": "With pauseAbove: how many reports before the rule judges.",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 10000000
                }
              },
              {
                "name": "minNetworks",
                "in": "query",
                "required": false,
                "description": "With pauseAbove: how many client networks the bad reports must come from.",
                "schema": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 100000
                }
              }
            ],
            "requestBody": {
              "required": true,
              "description": "The package, as `causeway pack` wrote it, signed by a publisher the server trusts.",
              "content": {
                "application/octet-stream": {
                  "schema": {
                    "type": "string",
                    "format": "binary"
                  }
                }
              }
            },
            "responses": {
              "201": {
                "description": "Published.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Release"
                    }
                  }
                }
              },
              "400": {
                "description": "A bad rollout, channel or rule, or the package is not the one in the path.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "403": {
                "description": "The package is signed with a publisher key that retired.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "409": {
                "description": "That version is published already.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "413": {
                "description": "The package is larger than the server takes.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "422": {
                "description": "Not a package signed by a publisher the server trusts, or a file in it is wrong.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        },
        "/v1/packages/{id}/releases/{version}": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            },
            {
              "$ref": "#/components/parameters/Version"
            }
          ],
          "get": {
            "operationId": "getRelease",
            "summary": "One release with its health and the app contracts that can run it, as the list gives it.",
            "responses": {
              "200": {
                "description": "The release.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/ReleaseStatus"
                    }
                  }
                }
              },
              "400": {
                "$ref": "#/components/responses/BadVersion"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "429": {
                "$ref": "#/components/responses/TooManyRequests"
              }
            }
          }
        },
        "/v1/packages/{id}/releases/{version}/pause": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            },
            {
              "$ref": "#/components/parameters/Version"
            }
          ],
          "post": {
            "operationId": "pause",
            "summary": "Pauses the release.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "responses": {
              "200": {
                "$ref": "#/components/responses/Release"
              },
              "400": {
                "$ref": "#/components/responses/BadVersion"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "409": {
                "$ref": "#/components/responses/StateRefuses"
              }
            }
          }
        },
        "/v1/packages/{id}/releases/{version}/resume": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            },
            {
              "$ref": "#/components/parameters/Version"
            }
          ],
          "post": {
            "operationId": "resume",
            "summary": "Resumes a paused release.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "responses": {
              "200": {
                "$ref": "#/components/responses/Release"
              },
              "400": {
                "$ref": "#/components/responses/BadVersion"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "409": {
                "$ref": "#/components/responses/StateRefuses"
              }
            }
          }
        },
        "/v1/packages/{id}/releases/{version}/rollback": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            },
            {
              "$ref": "#/components/parameters/Version"
            }
          ],
          "post": {
            "operationId": "rollBack",
            "summary": "Rolls the release back: devices that have it are offered the one before.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "responses": {
              "200": {
                "$ref": "#/components/responses/Release"
              },
              "400": {
                "$ref": "#/components/responses/BadVersion"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "409": {
                "$ref": "#/components/responses/StateRefuses"
              }
            }
          }
        },
        "/v1/packages/{id}/releases/{version}/rollout": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            },
            {
              "$ref": "#/components/parameters/Version"
            }
          ],
          "put": {
            "operationId": "changeRollout",
            "summary": "Changes the release's gray-release share.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "parameters": [
              {
                "name": "percent",
                "in": "query",
                "required": true,
                "description": "The share of devices, 0 to 100.",
                "schema": {
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 100
                }
              }
            ],
            "responses": {
              "200": {
                "$ref": "#/components/responses/Release"
              },
              "400": {
                "description": "percent is not 0 to 100, or the version is not a semantic version.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "409": {
                "$ref": "#/components/responses/StateRefuses"
              }
            }
          }
        },
        "/v1/packages/{id}/releases/{version}/health-rule": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            },
            {
              "$ref": "#/components/parameters/Version"
            }
          ],
          "put": {
            "operationId": "setHealthRule",
            "summary": "Sets the release's health rule.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/HealthRule"
                  }
                }
              }
            },
            "responses": {
              "200": {
                "$ref": "#/components/responses/Release"
              },
              "400": {
                "description": "Not a health rule, or one out of range.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "409": {
                "$ref": "#/components/responses/StateRefuses"
              }
            }
          },
          "delete": {
            "operationId": "removeHealthRule",
            "summary": "Removes the release's health rule.",
            "security": [
              {
                "publisherToken": []
              }
            ],
            "responses": {
              "200": {
                "$ref": "#/components/responses/Release"
              },
              "400": {
                "$ref": "#/components/responses/BadVersion"
              },
              "401": {
                "$ref": "#/components/responses/Unauthorized"
              },
              "404": {
                "$ref": "#/components/responses/NoSuchRelease"
              },
              "409": {
                "$ref": "#/components/responses/StateRefuses"
              }
            }
          }
        },
        "/v1/packages/{id}/update": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            }
          ],
          "get": {
            "operationId": "checkForUpdate",
            "summary": "What the device should install, by the gray-release policy.",
            "parameters": [
              {
                "name": "device",
                "in": "query",
                "required": true,
                "description": "The device's id.",
                "schema": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 256
                }
              },
              {
                "name": "native",
                "in": "query",
                "required": true,
                "description": "The app's native version (a semantic version).",
                "schema": {
                  "$ref": "#/components/schemas/SemanticVersion"
                }
              },
              {
                "name": "channel",
                "in": "query",
                "required": false,
                "description": "The channel (default stable).",
                "schema": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64
                }
              },
              {
                "name": "installed",
                "in": "query",
                "required": false,
                "description": "The version the device runs.",
                "schema": {
                  "$ref": "#/components/schemas/SemanticVersion"
                }
              },
              {
                "name": "contract",
                "in": "query",
                "required": false,
                "description": "The digest of the device's app contract: only releases whose needs a registered contract of that digest meets are offered (only releases without needs when no publisher registered it). Without it, releases are judged by the native version alone.",
                "schema": {
                  "$ref": "#/components/schemas/ContractDigest"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "An offer.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/UpdateOffer"
                    }
                  }
                }
              },
              "204": {
                "description": "Nothing to install."
              },
              "400": {
                "description": "No device or one too long, native or installed is not a semantic version, or the channel is too long.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "429": {
                "description": "Too many checks from this client: its address, or its IPv6 /64.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        },
        "/v1/packages/{id}/reports": {
          "parameters": [
            {
              "$ref": "#/components/parameters/PackageID"
            }
          ],
          "post": {
            "operationId": "report",
            "summary": "A device's report of how an offered version did; it counts only with its offer's token.",
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/InstallReport"
                  }
                }
              }
            },
            "responses": {
              "202": {
                "description": "Recorded."
              },
              "400": {
                "description": "Not an install report, one for another package, or a device id out of bounds.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "403": {
                "description": "The report carries no token of an offer of that version to that device.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "409": {
                "description": "The token was used already.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "413": {
                "description": "The report is larger than the server takes (4 KiB).",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "429": {
                "description": "Too many reports from this client (its address, or its IPv6 /64) or device.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        },
        "/v1/files/{name}": {
          "parameters": [
            {
              "name": "name",
              "in": "path",
              "required": true,
              "description": "The file's name, from an offer's path.",
              "schema": {
                "type": "string"
              }
            }
          ],
          "get": {
            "operationId": "download",
            "summary": "A package or delta file, with byte ranges so a download resumes.",
            "parameters": [
              {
                "name": "Range",
                "in": "header",
                "required": false,
                "description": "Bytes to send, as bytes=FIRST-LAST.",
                "schema": {
                  "type": "string"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The file.",
                "content": {
                  "application/zip": {
                    "schema": {
                      "type": "string",
                      "format": "binary"
                    }
                  }
                }
              },
              "206": {
                "description": "The range asked for.",
                "content": {
                  "application/zip": {
                    "schema": {
                      "type": "string",
                      "format": "binary"
                    }
                  }
                }
              },
              "304": {
                "description": "Not modified."
              },
              "404": {
                "description": "No such file.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              },
              "412": {
                "description": "A precondition failed."
              },
              "416": {
                "description": "The range is not in the file."
              }
            }
          },
          "head": {
            "operationId": "downloadHead",
            "summary": "The headers the same GET answers with.",
            "responses": {
              "200": {
                "description": "The file's headers."
              },
              "206": {
                "description": "The range's headers."
              },
              "304": {
                "description": "Not modified."
              },
              "404": {
                "description": "No such file."
              },
              "412": {
                "description": "A precondition failed."
              },
              "416": {
                "description": "The range is not in the file."
              }
            }
          }
        }
      },
      "components": {
        "schemas": {
          "SemanticVersion": {
            "type": "string",
            "description": "A semantic version, each of its three numbers at most 18 digits.",
            "pattern": "^(0|[1-9]\\d{0,17})\\.(0|[1-9]\\d{0,17})\\.(0|[1-9]\\d{0,17})(?:-((?:0|[1-9]\\d{0,17}|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d{0,17}|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"
          },
          "Error": {
            "type": "object",
            "properties": {
              "error": {
                "type": "object",
                "properties": {
                  "message": {
                    "type": "string"
                  }
                }
              }
            }
          },
          "HealthRule": {
            "type": "object",
            "required": [
              "maximumBadPercent",
              "minimumReports"
            ],
            "properties": {
              "maximumBadPercent": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "description": "Pause above this share (0 to 100) of reports that rolled back or failed."
              },
              "minimumReports": {
                "type": "integer",
                "minimum": 1,
                "maximum": 10000000,
                "description": "How many reports before the rule judges."
              },
              "minimumNetworks": {
                "type": "integer",
                "nullable": true,
                "minimum": 1,
                "maximum": 100000,
                "description": "How many client networks the bad reports must come from (3 when absent or null)."
              }
            }
          },
          "ReleaseState": {
            "type": "object",
            "required": [
              "phase",
              "since"
            ],
            "properties": {
              "phase": {
                "type": "string",
                "enum": [
                  "live",
                  "superseded",
                  "pausedByPublisher",
                  "pausedByHealthRule",
                  "rolledBack"
                ]
              },
              "reason": {
                "type": "string"
              },
              "since": {
                "type": "string",
                "format": "date-time"
              }
            }
          },
          "Release": {
            "type": "object",
            "required": [
              "packageID",
              "version",
              "channel",
              "rolloutPercent",
              "minimumNativeVersion",
              "state",
              "healthRound",
              "publishedAt",
              "fileName",
              "sha256",
              "size"
            ],
            "properties": {
              "packageID": {
                "type": "string"
              },
              "version": {
                "$ref": "#/components/schemas/SemanticVersion"
              },
              "channel": {
                "type": "string"
              },
              "rolloutPercent": {
                "type": "integer",
                "minimum": 0,
                "maximum": 100
              },
              "minimumNativeVersion": {
                "$ref": "#/components/schemas/SemanticVersion"
              },
              "state": {
                "$ref": "#/components/schemas/ReleaseState"
              },
              "healthRule": {
                "$ref": "#/components/schemas/HealthRule"
              },
              "healthRound": {
                "type": "integer",
                "minimum": 0
              },
              "publishedAt": {
                "type": "string",
                "format": "date-time"
              },
              "fileName": {
                "type": "string"
              },
              "sha256": {
                "type": "string",
                "pattern": "^[0-9a-f]{64}$"
              },
              "size": {
                "type": "integer",
                "minimum": 0
              },
              "needs": {
                "type": "object",
                "description": "What the package's pages use of the app, by contract entry name, from its manifest; absent when it recorded none.",
                "additionalProperties": {
                  "$ref": "#/components/schemas/ContractEntry"
                }
              }
            }
          },
          "ReleaseHealth": {
            "type": "object",
            "required": [
              "installed",
              "rolledBack",
              "failed",
              "badNetworks"
            ],
            "properties": {
              "installed": {
                "type": "integer",
                "minimum": 0
              },
              "rolledBack": {
                "type": "integer",
                "minimum": 0
              },
              "failed": {
                "type": "integer",
                "minimum": 0
              },
              "badNetworks": {
                "type": "integer",
                "minimum": 0
              }
            }
          },
          "ReleaseStatus": {
            "type": "object",
            "required": [
              "release",
              "health"
            ],
            "properties": {
              "release": {
                "$ref": "#/components/schemas/Release"
              },
              "health": {
                "$ref": "#/components/schemas/ReleaseHealth"
              },
              "serves": {
                "type": "array",
                "description": "The registered app contracts that meet the release's needs, sorted by name; absent when it has none, so every app can run it.",
                "items": {
                  "$ref": "#/components/schemas/ContractSummary"
                }
              }
            }
          },
          "UpdateOffer": {
            "type": "object",
            "required": [
              "packageID",
              "version",
              "kind",
              "path",
              "sha256",
              "size",
              "isRollback"
            ],
            "properties": {
              "packageID": {
                "type": "string"
              },
              "version": {
                "$ref": "#/components/schemas/SemanticVersion"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "full",
                  "delta"
                ]
              },
              "path": {
                "type": "string",
                "description": "Where the file is: this server's /v1/files/NAME, or a URL under --files-base-url."
              },
              "sha256": {
                "type": "string",
                "pattern": "^[0-9a-f]{64}$"
              },
              "size": {
                "type": "integer",
                "minimum": 0
              },
              "reportToken": {
                "type": "string"
              },
              "isRollback": {
                "type": "boolean"
              }
            }
          },
          "InstallReport": {
            "type": "object",
            "required": [
              "packageID",
              "version",
              "device",
              "outcome"
            ],
            "properties": {
              "packageID": {
                "type": "string",
                "description": "The package in the path."
              },
              "version": {
                "$ref": "#/components/schemas/SemanticVersion"
              },
              "device": {
                "type": "string",
                "minLength": 1,
                "maxLength": 256
              },
              "outcome": {
                "type": "string",
                "enum": [
                  "installed",
                  "rolledBack",
                  "failed"
                ]
              },
              "reason": {
                "type": "string"
              },
              "offerToken": {
                "type": "string",
                "description": "The reportToken of the offer the version came from."
              }
            }
          },
          "ContractEntry": {
            "type": "object",
            "required": [
              "kind",
              "input",
              "output",
              "objects"
            ],
            "description": "One thing an app serves its pages (a method, a stream, a component type, one of its methods or events) with the shapes a page sends and receives.",
            "properties": {
              "kind": {
                "type": "string",
                "enum": [
                  "call",
                  "stream",
                  "component",
                  "componentMethod",
                  "componentEvent"
                ]
              },
              "input": {
                "description": "The shape a page sends."
              },
              "output": {
                "description": "The shape a page receives."
              },
              "objects": {
                "type": "array",
                "description": "The named object types the shapes use.",
                "items": {
                  "type": "object"
                }
              },
              "digest": {
                "type": "string",
                "description": "The SHA-256 of the entry's canonical JSON, in hex."
              }
            }
          },
          "ContractDigest": {
            "type": "string",
            "pattern": "^[0-9a-f]{64}$",
            "description": "An app contract's digest: the SHA-256 of its entries' canonical JSON, in lowercase hex."
          },
          "ContractSummary": {
            "type": "object",
            "required": [
              "digest",
              "name",
              "registeredAt"
            ],
            "properties": {
              "digest": {
                "$ref": "#/components/schemas/ContractDigest"
              },
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64
              },
              "registeredAt": {
                "type": "string",
                "format": "date-time"
              },
              "lastReported": {
                "type": "string",
                "format": "date-time",
                "description": "When a device checking for the package asked about last reported it (noted at most once an hour per instance)."
              }
            }
          },
          "AppContract": {
            "type": "object",
            "required": [
              "format",
              "entries"
            ],
            "description": "An app build's contract, as `causeway contract` writes it.",
            "properties": {
              "format": {
                "type": "integer",
                "enum": [
                  1
                ]
              },
              "digest": {
                "$ref": "#/components/schemas/ContractDigest"
              },
              "entries": {
                "type": "object",
                "additionalProperties": {
                  "$ref": "#/components/schemas/ContractEntry"
                }
              }
            }
          }
        },
        "responses": {
          "BadPage": {
            "description": "The page asked for is not one: before is not a semantic version, or limit is not a number from 1 to 100.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "TooManyRequests": {
            "description": "Too many requests from this client: its address, or its IPv6 /64.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "BadVersion": {
            "description": "The version is not a semantic version.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "Unauthorized": {
            "description": "No publisher token, or not one the server takes.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "NoSuchRelease": {
            "description": "No such release.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "StateRefuses": {
            "description": "The release's state does not take this change.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            }
          },
          "Release": {
            "description": "The release.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Release"
                }
              }
            }
          }
        },
        "parameters": {
          "Limit": {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "The most items a page lists (default and most 100).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 100
            }
          },
          "PackageID": {
            "name": "id",
            "in": "path",
            "required": true,
            "description": "The package id.",
            "schema": {
              "type": "string"
            }
          },
          "Version": {
            "name": "version",
            "in": "path",
            "required": true,
            "description": "The release's version.",
            "schema": {
              "$ref": "#/components/schemas/SemanticVersion"
            }
          },
          "ContractDigest": {
            "name": "digest",
            "in": "path",
            "required": true,
            "description": "The app contract's digest.",
            "schema": {
              "$ref": "#/components/schemas/ContractDigest"
            }
          }
        },
        "securitySchemes": {
          "publisherToken": {
            "type": "http",
            "scheme": "bearer",
            "description": "A token given to serve --token."
          }
        }
      }
    }
    """#
}
