#!/usr/bin/env python3
"""Generate tests/data/secrets/formats.tsv: a recall corpus of known token formats.

Deterministic: every example is drawn from random.Random seeded with
SEED + format name + example index, so adding or reordering formats never
changes the values of the other formats.

Every value is synthetic (random bodies), but follows the real prefix,
alphabet, length, separators and, where the algorithm is public, checksum
(GitHub/npm CRC32-base62, GitLab routable CRC32-base36, base58check,
bech32, base64 padding rules).

Usage:  python3 make_formats.py            (writes formats.tsv next to this file)
"""
import base64
import hashlib
import json
import os
import random
import string
import struct
import sys
import urllib.parse
import uuid
import zlib

SEED = "secret-formats-v1"
EXAMPLES_PER_FORMAT = 3
FAMILIES = {
    "ai", "cloud", "source_hosting", "ci_cd", "package_registry", "payment",
    "messaging", "observability", "database", "saas", "crypto", "identity", "other",
}

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
B62 = DG + UP + LO  # GitHub/npm base62 alphabet order
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32L = LO + "234567"
B32U = UP + "234567"
LOALNUM = LO + DG
UPALNUM = UP + DG
LETTERS = UP + LO
B36 = DG + LO

FORMATS = []  # (format, provider, family, generator, note)


def add(fmt, provider, family, note):
    """Decorator registering a generator ``gen(r) -> str``."""
    def deco(fn):
        FORMATS.append((fmt, provider, family, fn, note))
        return fn
    return deco


# ---------------------------------------------------------------- helpers
def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rb(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def ruuid(r):
    b = bytearray(rb(r, 16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return str(uuid.UUID(bytes=bytes(b)))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_json(obj):
    return b64u(json.dumps(obj, separators=(",", ":")).encode())


def to_base(n, alphabet, width=0):
    s = ""
    base = len(alphabet)
    while n:
        n, d = divmod(n, base)
        s = alphabet[d] + s
    return s.rjust(width, alphabet[0]) if width else (s or alphabet[0])


def crc32_b62(s, width=6):
    return to_base(zlib.crc32(s.encode()) & 0xFFFFFFFF, B62, width)


def gh_style(r, prefix, n=36):
    """GitHub / npm style: 30 random base62 + 6-char base62 CRC32 of the random part."""
    body = rs(r, ALNUM, n - 6)
    return prefix + body + crc32_b62(body)


def b64_tail(r, nbytes_total_chars, pad):
    """Random standard-base64 string of given char length whose last char is
    consistent with the number of '=' padding chars that follow."""
    n = nbytes_total_chars
    if pad == 2:
        return rs(r, B64, n - 1) + r.choice("AQgw") + "=="
    if pad == 1:
        return rs(r, B64, n - 1) + r.choice("AEIMQUYcgkosw048") + "="
    return rs(r, B64, n)


def jwt(r, header, payload, sig_bytes=32):
    return b64u_json(header) + "." + b64u_json(payload) + "." + b64u(rb(r, sig_bytes))


def ts(r, lo=1640995200, hi=1767225600):
    return r.randint(lo, hi)


def b58encode(b):
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, d = divmod(n, 58)
        s = alphabet[d] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp, data_bytes):
    acc, bits, data = 0, 0, []
    for x in data_bytes:
        acc = (acc << 8) | x
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hrp_exp = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    poly = _bech32_polymod(hrp_exp + data + [0] * 6) ^ 1
    checksum = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32_CHARSET[d] for d in data + checksum)


NAMES = ["acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "wonka",
         "tyrell", "cyberdyne", "soylent", "vandelay", "nakatomi", "oscorp", "monarch",
         "pied-piper", "massive-dynamic", "aperture", "blackmesa", "gringotts"]
USERS = ["jdoe", "asmith", "mchen", "lgarcia", "pkumar", "okim", "rnovak", "tmuller",
         "ewilson", "ssato", "dpetrov", "nrossi", "hjansen", "fdubois", "ylee"]


def name(r):
    return r.choice(NAMES)


def user(r):
    return r.choice(USERS)


# ======================================================================
# FORMATS
# ======================================================================

# ------------------------------------------------------------------ ai
def _openai(r, kind):
    n = r.choice([74, 58])
    a = rs(r, B64U, n)
    b = rs(r, B64U, n - 1) + ("A" if n == 74 else r.choice(B64U))
    return "sk-%s-%sT3BlbkFJ%s" % (kind, a, b)


@add("openai_project_key", "OpenAI", "ai",
     "OpenAI keys: sk-proj- + 74|58 [A-Za-z0-9_-] + T3BlbkFJ marker + 74|58 (gitleaks openai-api-key)")
def _(r):
    return _openai(r, "proj")


@add("openai_service_account_key", "OpenAI", "ai",
     "OpenAI service account key: sk-svcacct- + 74|58 + T3BlbkFJ + 74|58 (gitleaks openai-api-key)")
def _(r):
    return _openai(r, "svcacct")


@add("openai_admin_key", "OpenAI", "ai",
     "OpenAI admin key: sk-admin- + 74|58 + T3BlbkFJ + 74|58 (gitleaks openai-api-key)")
def _(r):
    return _openai(r, "admin")


@add("openai_legacy_key", "OpenAI", "ai",
     "OpenAI legacy user key: sk- + 20 alnum + T3BlbkFJ + 20 alnum (51 chars)")
def _(r):
    return "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20)


@add("anthropic_api_key", "Anthropic", "ai",
     "Anthropic API key: sk-ant-api03- + 93 [A-Za-z0-9_-] + AA (108 chars; gitleaks anthropic-api-key)")
def _(r):
    return "sk-ant-api03-" + rs(r, B64U, 93) + "AA"


@add("anthropic_admin_key", "Anthropic", "ai",
     "Anthropic Admin API key: sk-ant-admin01- + 93 [A-Za-z0-9_-] + AA (gitleaks anthropic-admin-api-key)")
def _(r):
    return "sk-ant-admin01-" + rs(r, B64U, 93) + "AA"


@add("anthropic_oauth_access_token", "Anthropic", "ai",
     "Claude OAuth (Claude Code setup-token) access token: sk-ant-oat01- + 93 [A-Za-z0-9_-] + AA; body length assumed same as api03")
def _(r):
    return "sk-ant-oat01-" + rs(r, B64U, 93) + "AA"


@add("anthropic_oauth_refresh_token", "Anthropic", "ai",
     "Claude OAuth refresh token: sk-ant-ort01- + 93 [A-Za-z0-9_-] + AA; body length assumed same as api03")
def _(r):
    return "sk-ant-ort01-" + rs(r, B64U, 93) + "AA"


@add("huggingface_access_token", "Hugging Face", "ai",
     "Hugging Face user access token: hf_ + 34 letters (gitleaks huggingface-access-token)")
def _(r):
    return "hf_" + rs(r, LETTERS, 34)


@add("huggingface_org_token", "Hugging Face", "ai",
     "Hugging Face legacy organization API token: api_org_ + 34 letters (gitleaks)")
def _(r):
    return "api_org_" + rs(r, LETTERS, 34)


@add("groq_api_key", "Groq", "ai", "Groq API key: gsk_ + 52 alnum (56 chars)")
def _(r):
    return "gsk_" + rs(r, ALNUM, 52)


@add("replicate_api_token", "Replicate", "ai", "Replicate API token: r8_ + 37 alnum (40 chars)")
def _(r):
    return "r8_" + rs(r, ALNUM, 37)


@add("perplexity_api_key", "Perplexity", "ai", "Perplexity API key: pplx- + 48 alnum (gitleaks perplexity-api-key)")
def _(r):
    return "pplx-" + rs(r, ALNUM, 48)


@add("xai_api_key", "xAI", "ai", "xAI (Grok) API key: xai- + 80 alnum")
def _(r):
    return "xai-" + rs(r, ALNUM, 80)


@add("openrouter_api_key", "OpenRouter", "ai", "OpenRouter API key: sk-or-v1- + 64 lowercase hex")
def _(r):
    return "sk-or-v1-" + rs(r, HEXL, 64)


@add("langsmith_personal_access_token", "LangChain LangSmith", "ai",
     "LangSmith personal access token: lsv2_pt_ + 32 hex + _ + 10 hex")
def _(r):
    return "lsv2_pt_" + rs(r, HEXL, 32) + "_" + rs(r, HEXL, 10)


@add("langsmith_service_key", "LangChain LangSmith", "ai",
     "LangSmith service key: lsv2_sk_ + 32 hex + _ + 10 hex")
def _(r):
    return "lsv2_sk_" + rs(r, HEXL, 32) + "_" + rs(r, HEXL, 10)


@add("pinecone_api_key", "Pinecone", "ai",
     "Pinecone API key (2024+): pcsk_ + 6 alnum key id + _ + 63 alnum secret")
def _(r):
    return "pcsk_" + r.choice("234567") + rs(r, ALNUM, 5) + "_" + rs(r, ALNUM, 63)


@add("pinecone_api_key_legacy", "Pinecone", "ai",
     "Pinecone legacy API key: UUIDv4, no prefix (needs PINECONE_API_KEY context)")
def _(r):
    return ruuid(r)


@add("nvidia_api_key", "NVIDIA", "ai", "NVIDIA NGC / build.nvidia.com API key: nvapi- + 64 [A-Za-z0-9_-]")
def _(r):
    return "nvapi-" + rs(r, B64U, 64)


@add("mistral_api_key", "Mistral AI", "ai", "Mistral API key: 32 alnum, no prefix (needs MISTRAL_API_KEY context)")
def _(r):
    return rs(r, ALNUM, 32)


@add("cohere_api_key", "Cohere", "ai", "Cohere API key: 40 alnum, no prefix (gitleaks cohere-api-token; CO_API_KEY context)")
def _(r):
    return rs(r, ALNUM, 40)


@add("deepseek_api_key", "DeepSeek", "ai", "DeepSeek API key: sk- + 32 lowercase hex")
def _(r):
    return "sk-" + rs(r, HEXL, 32)


@add("together_api_key", "Together AI", "ai",
     "Together AI API key (2025 format): tgp_v1_ + 43 [A-Za-z0-9_-]; older keys were 64 hex")
def _(r):
    return "tgp_v1_" + rs(r, B64U, 43)


@add("fireworks_api_key", "Fireworks AI", "ai", "Fireworks AI API key: fw_ + 24 alnum")
def _(r):
    return "fw_" + rs(r, ALNUM, 24)


@add("voyage_api_key", "Voyage AI", "ai", "Voyage AI API key: pa- + 43 [A-Za-z0-9_-]")
def _(r):
    return "pa-" + rs(r, B64U, 43)


@add("deepgram_api_key", "Deepgram", "ai", "Deepgram API key: 40 lowercase hex, no prefix (DEEPGRAM_API_KEY context)")
def _(r):
    return rs(r, HEXL, 40)


@add("elevenlabs_api_key", "ElevenLabs", "ai", "ElevenLabs API key: sk_ + 48 lowercase hex (legacy keys were 32 hex)")
def _(r):
    return "sk_" + rs(r, HEXL, 48)


@add("assemblyai_api_key", "AssemblyAI", "ai", "AssemblyAI API key: 32 lowercase hex, no prefix (ASSEMBLYAI_API_KEY context)")
def _(r):
    return rs(r, HEXL, 32)


@add("anyscale_api_key", "Anyscale", "ai", "Anyscale Endpoints API key: esecret_ + 28 lowercase alnum")
def _(r):
    return "esecret_" + rs(r, LOALNUM, 28)


@add("stability_api_key", "Stability AI", "ai", "Stability AI API key: sk- + 48 alnum")
def _(r):
    return "sk-" + rs(r, ALNUM, 48)


@add("cerebras_api_key", "Cerebras", "ai", "Cerebras Inference API key: csk- + 48 lowercase alnum")
def _(r):
    return "csk-" + rs(r, LOALNUM, 48)


@add("langfuse_secret_key", "Langfuse", "ai", "Langfuse secret key: sk-lf- + UUIDv4 (public counterpart pk-lf- not included)")
def _(r):
    return "sk-lf-" + ruuid(r)


@add("tavily_api_key", "Tavily", "ai", "Tavily API key: tvly- (or tvly-dev-) + 32 alnum")
def _(r):
    return r.choice(["tvly-", "tvly-dev-"]) + rs(r, ALNUM, 32)


@add("firecrawl_api_key", "Firecrawl", "ai", "Firecrawl API key: fc- + 32 lowercase hex")
def _(r):
    return "fc-" + rs(r, HEXL, 32)


@add("wandb_api_key", "Weights & Biases", "ai", "W&B API key: 40 lowercase hex, no prefix (WANDB_API_KEY context)")
def _(r):
    return rs(r, HEXL, 40)


@add("serpapi_api_key", "SerpApi", "ai", "SerpApi key: 64 lowercase hex, no prefix (SERPAPI_API_KEY context)")
def _(r):
    return rs(r, HEXL, 64)


# --------------------------------------------------------------- cloud
@add("aws_access_key_id", "AWS", "cloud",
     "AWS IAM access key ID: AKIA + 16 [A-Z2-7] (AWS IAM docs 'unique ID prefixes'; gitleaks aws-access-token)")
def _(r):
    return "AKIA" + rs(r, B32U, 16)


@add("aws_temporary_access_key_id", "AWS", "cloud",
     "AWS STS temporary access key ID: ASIA + 16 [A-Z2-7] (AWS IAM docs)")
def _(r):
    return "ASIA" + rs(r, B32U, 16)


@add("aws_secret_access_key", "AWS", "cloud",
     "AWS secret access key: 40 chars [A-Za-z0-9/+], no prefix (AWS_SECRET_ACCESS_KEY context)")
def _(r):
    return rs(r, B64, 40)


@add("aws_session_token", "AWS", "cloud",
     "AWS STS session token (current): base64 protobuf starting IQoJb3JpZ2luX2Vj ('origin_ec'), ~700-1100 chars")
def _(r):
    n = r.randint(700, 1100)
    n -= n % 4
    return "IQoJb3JpZ2luX2VjE" + rs(r, B64, n - 17)


@add("aws_session_token_legacy", "AWS", "cloud",
     "AWS STS session token (older): base64 starting FwoGZXIvYXdz ('...aws'), ~300-400 chars")
def _(r):
    n = r.randint(300, 400)
    n -= n % 4
    return "FwoGZXIvYXdzE" + rs(r, B64, n - 13)


@add("aws_bedrock_api_key", "AWS", "cloud",
     "Amazon Bedrock long-term API key: ABSK + base64('BedrockAPIKey-<id>-at-<account>:<secret>') (AWS Bedrock API keys docs)")
def _(r):
    raw = "BedrockAPIKey-%s-at-%s:%s" % (rs(r, LOALNUM, 4), rs(r, DG, 12), b64(rb(r, 30)))
    return "ABSK" + b64(raw.encode())


@add("aws_bedrock_short_term_api_key", "AWS", "cloud",
     "Amazon Bedrock short-term API key: bedrock-api-key- + base64 of a SigV4 presigned CallWithBearerToken URL")
def _(r):
    day = "2025%02d%02d" % (r.randint(1, 12), r.randint(1, 28))
    region = r.choice(["us-east-1", "us-west-2", "eu-central-1", "ap-northeast-1"])
    url = ("bedrock.amazonaws.com/?Action=CallWithBearerToken&X-Amz-Algorithm=AWS4-HMAC-SHA256"
           "&X-Amz-Credential=ASIA%s%%2F%s%%2F%s%%2Fbedrock%%2Faws4_request&X-Amz-Date=%sT%02d%02d%02dZ"
           "&X-Amz-Expires=43200&X-Amz-Security-Token=%s&X-Amz-Signature=%s&X-Amz-SignedHeaders=host&Version=1"
           % (rs(r, B32U, 16), day, region, day, r.randint(0, 23), r.randint(0, 59), r.randint(0, 59),
              urllib.parse.quote("IQoJb3JpZ2luX2VjE" + rs(r, B64, 283), safe=""), rs(r, HEXL, 64)))
    return "bedrock-api-key-" + b64(url.encode())


@add("google_api_key", "Google", "cloud",
     "Google Cloud / Firebase / Gemini API key: AIza + 35 [A-Za-z0-9_-] (39 chars, in practice AIzaSy...; gitleaks gcp-api-key)")
def _(r):
    return "AIzaSy" + rs(r, B64U, 33)


@add("google_oauth_client_secret", "Google", "cloud",
     "Google OAuth client secret: GOCSPX- + 28 [A-Za-z0-9_-] (35 chars; GitHub secret scanning google_oauth_client_secret)")
def _(r):
    return "GOCSPX-" + rs(r, B64U, 28)


@add("google_oauth_access_token", "Google", "cloud",
     "Google OAuth2 access token: ya29. + ~170-240 [A-Za-z0-9_-] (GitHub secret scanning google_oauth_access_token)")
def _(r):
    return "ya29.a0A" + rs(r, B64U, r.randint(170, 240))


@add("google_oauth_refresh_token", "Google", "cloud",
     "Google OAuth2 refresh token: 1//0 + ~99 [A-Za-z0-9_-] (GitHub secret scanning google_oauth_refresh_token)")
def _(r):
    return "1//0" + r.choice("gecd359") + rs(r, B64U, 98)


@add("azure_storage_account_key", "Microsoft Azure", "cloud",
     "Azure Storage account access key: base64 of 64 random bytes = 88 chars ending == (Azure storage docs)")
def _(r):
    return b64(rb(r, 64))


@add("azure_storage_connection_string", "Microsoft Azure", "cloud",
     "Azure Storage connection string: DefaultEndpointsProtocol=https;AccountName=...;AccountKey=<88 b64>;EndpointSuffix=core.windows.net")
def _(r):
    acct = name(r).replace("-", "") + rs(r, LOALNUM, r.randint(3, 8))
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
            % (acct, b64(rb(r, 64))))


@add("azure_storage_sas_token", "Microsoft Azure", "cloud",
     "Azure Storage SAS token query string (sv=...&sig=<url-encoded base64 HMAC-SHA256>); the whole token is the credential")
def _(r):
    y = r.randint(2025, 2027)
    st = "%d-%02d-%02dT%02d:%02d:%02dZ" % (y, r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    se = "%d-%02d-%02dT%02d:%02d:%02dZ" % (y + 1, r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    sig = urllib.parse.quote(b64(rb(r, 32)), safe="")
    if r.random() < 0.5:
        return ("sv=%s&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=%s&st=%s&spr=https&sig=%s"
                % (r.choice(["2022-11-02", "2023-11-03", "2024-11-04"]), se, st, sig))
    return "sp=racwdl&st=%s&se=%s&spr=https&sv=%s&sr=c&sig=%s" % (st, se, r.choice(["2022-11-02", "2024-11-04"]), sig)


@add("azure_cosmosdb_account_key", "Microsoft Azure", "cloud",
     "Azure Cosmos DB account key (identifiable format): 76 b64 + ACDb signature + 6 b64 + == (88 chars; Microsoft security-utilities)")
def _(r):
    return rs(r, B64, 76) + "ACDb" + rs(r, B64, 5) + r.choice("AQgw") + "=="


@add("azure_service_bus_connection_string", "Microsoft Azure", "cloud",
     "Azure Service Bus connection string; SharedAccessKey is 44-char base64 with +ASb signature at offset 33")
def _(r):
    ns = name(r).replace("-", "") + "-" + r.choice(["prod", "dev", "stg", "bus"]) + rs(r, DG, 2)
    key = rs(r, B64, 33) + "+ASb" + rs(r, B64, 5) + r.choice("AEIMQUYcgkosw048") + "="
    return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"
            % (ns, key))


@add("azure_event_hubs_connection_string", "Microsoft Azure", "cloud",
     "Azure Event Hubs connection string; SharedAccessKey is 44-char base64 with +AEh signature at offset 33")
def _(r):
    ns = name(r).replace("-", "") + "-events" + rs(r, DG, 2)
    key = rs(r, B64, 33) + "+AEh" + rs(r, B64, 5) + r.choice("AEIMQUYcgkosw048") + "="
    return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=%s;SharedAccessKey=%s;EntityPath=%s"
            % (ns, r.choice(["send", "listen", "manage"]), key, r.choice(["telemetry", "orders", "audit-log"])))


@add("azure_function_key", "Microsoft Azure", "cloud",
     "Azure Functions key (identifiable format): 44 [A-Za-z0-9_-] + AzFu + 5 + [AQgw] + == (56 chars)")
def _(r):
    return rs(r, B64U, 44) + "AzFu" + rs(r, B64U, 5) + r.choice("AQgw") + "=="


@add("azure_search_admin_key", "Microsoft Azure", "cloud",
     "Azure AI Search admin key (identifiable format): 42 alnum + AzSe + 6 alnum (52 chars)")
def _(r):
    return rs(r, ALNUM, 42) + "AzSe" + rs(r, ALNUM, 6)


@add("azure_container_registry_key", "Microsoft Azure", "cloud",
     "Azure Container Registry access key (identifiable format): 42 alnum + +ACR + 6 alnum (52 chars)")
def _(r):
    return rs(r, ALNUM, 42) + "+ACR" + rs(r, ALNUM, 6)


@add("azure_cache_redis_key", "Microsoft Azure", "cloud",
     "Azure Cache for Redis access key (identifiable format): 33 alnum + AzCa + 6 + = (44 chars)")
def _(r):
    return rs(r, ALNUM, 33) + "AzCa" + rs(r, ALNUM, 5) + r.choice("AEIMQUYcgkosw048") + "="


@add("azure_cognitive_services_key", "Microsoft Azure", "cloud",
     "Azure AI services / Azure OpenAI key (84-char common annotated key): 52 + JQQJ99 + date + AC + 5 + XJ3w3 + AAA + type + ACOG + 4")
def _(r):
    return (rs(r, ALNUM, 52) + "JQQJ99" + r.choice("ABC") + r.choice("ABCDEFGHIJKL") + "AC" + rs(r, ALNUM, 5)
            + "XJ3w3AAA" + r.choice("BFLY") + "ACOG" + rs(r, ALNUM, 4))


@add("azure_openai_api_key_legacy", "Microsoft Azure", "cloud",
     "Azure OpenAI / Cognitive Services legacy key: 32 lowercase hex (AZURE_OPENAI_API_KEY context)")
def _(r):
    return rs(r, HEXL, 32)


@add("digitalocean_pat", "DigitalOcean", "cloud", "DigitalOcean personal access token: dop_v1_ + 64 hex (DigitalOcean docs)")
def _(r):
    return "dop_v1_" + rs(r, HEXL, 64)


@add("digitalocean_oauth_token", "DigitalOcean", "cloud", "DigitalOcean OAuth access token: doo_v1_ + 64 hex")
def _(r):
    return "doo_v1_" + rs(r, HEXL, 64)


@add("digitalocean_refresh_token", "DigitalOcean", "cloud", "DigitalOcean OAuth refresh token: dor_v1_ + 64 hex")
def _(r):
    return "dor_v1_" + rs(r, HEXL, 64)


@add("heroku_api_key", "Heroku", "cloud",
     "Heroku API key (2024+): HRKU-AA + 58 [A-Za-z0-9_-] (42 chars, '_____w', 10 chars) (gitleaks heroku-api-key-v2)")
def _(r):
    return "HRKU-AA" + rs(r, B64U, 42) + "_____w" + rs(r, B64U, 10)


@add("heroku_api_key_legacy", "Heroku", "cloud", "Heroku legacy API key: UUID (HEROKU_API_KEY context; gitleaks heroku-api-key)")
def _(r):
    return ruuid(r)


@add("cloudflare_api_token", "Cloudflare", "cloud", "Cloudflare API token: 40 [A-Za-z0-9_-] (CLOUDFLARE_API_TOKEN context)")
def _(r):
    return rs(r, B64U, 40)


@add("cloudflare_global_api_key", "Cloudflare", "cloud", "Cloudflare Global API key: 37 lowercase hex (gitleaks cloudflare-global-api-key)")
def _(r):
    return rs(r, HEXL, 37)


@add("cloudflare_origin_ca_key", "Cloudflare", "cloud",
     "Cloudflare Origin CA key: v1.0- + 24 hex + - + 146 hex (gitleaks cloudflare-origin-ca-key)")
def _(r):
    return "v1.0-" + rs(r, HEXL, 24) + "-" + rs(r, HEXL, 146)


@add("netlify_pat", "Netlify", "cloud", "Netlify personal access token: nfp_ + 36 alnum (40 chars)")
def _(r):
    return "nfp_" + rs(r, ALNUM, 36)


@add("flyio_access_token", "Fly.io", "cloud", "Fly.io access token: fo1_ + 43 [A-Za-z0-9_-] (gitleaks flyio-access-token)")
def _(r):
    return "fo1_" + rs(r, B64U, 43)


@add("flyio_macaroon_token", "Fly.io", "cloud",
     "Fly.io macaroon token: fm2_ + base64 (100+ chars, usually 'FlyV1 fm2_lJPE...'); value here is the fm2_ part")
def _(r):
    n = r.randint(300, 520)
    return "fm2_lJPE" + rs(r, B64, n - (n % 4) - 1) + r.choice("AEIMQUYcgkosw048") + "="


@add("vault_service_token", "HashiCorp", "cloud",
     "Vault 1.10+ service token: hvs. + base64url protobuf (CAESI... HMAC + 'hvs.'+24), ~95 chars (Vault token docs)")
def _(r):
    inner = b"hvs." + rs(r, ALNUM, 24).encode()
    pb = b"\x08\x01\x12\x20" + rb(r, 32) + b"\x1a\x1e\x0a\x1c" + inner
    return "hvs." + b64u(pb)


@add("vault_batch_token", "HashiCorp", "cloud", "Vault 1.10+ batch token: hvb. + 138-300 [A-Za-z0-9_-] (gitleaks vault-batch-token)")
def _(r):
    return "hvb.AAAAAQ" + rs(r, B64U, r.randint(134, 170))


@add("vault_service_token_legacy", "HashiCorp", "cloud", "Vault <1.10 service token: s. + 24 alnum (gitleaks vault-service-token)")
def _(r):
    return "s." + rs(r, LETTERS, 10) + rs(r, DG, 2) + rs(r, ALNUM, 12)


@add("terraform_cloud_api_token", "HashiCorp", "cloud",
     "Terraform Cloud/Enterprise API token: 14 alnum + .atlasv1. + 67 [A-Za-z0-9_-] (gitleaks hashicorp-tf-api-token)")
def _(r):
    return rs(r, ALNUM, 14) + ".atlasv1." + rs(r, B64U, 67)


@add("pulumi_access_token", "Pulumi", "cloud", "Pulumi access token: pul- + 40 hex (gitleaks pulumi-api-token)")
def _(r):
    return "pul-" + rs(r, HEXL, 40)


@add("doppler_personal_token", "Doppler", "cloud", "Doppler personal token: dp.pt. + 43 alnum (Doppler token formats docs)")
def _(r):
    return "dp.pt." + rs(r, ALNUM, 43)


@add("doppler_service_token", "Doppler", "cloud", "Doppler service token: dp.st. + optional config name + . + 43 alnum")
def _(r):
    return "dp.st." + r.choice(["", "dev.", "prd.", "stg."]) + rs(r, ALNUM, 43)


@add("doppler_service_account_token", "Doppler", "cloud", "Doppler service account token: dp.sa. + 43 alnum")
def _(r):
    return "dp.sa." + rs(r, ALNUM, 43)


@add("doppler_cli_token", "Doppler", "cloud", "Doppler CLI token: dp.ct. + 43 alnum")
def _(r):
    return "dp.ct." + rs(r, ALNUM, 43)


@add("alibaba_access_key_id", "Alibaba Cloud", "cloud", "Alibaba Cloud AccessKey ID: LTAI + 20 alnum (usually LTAI5t...) (gitleaks)")
def _(r):
    return "LTAI5t" + rs(r, ALNUM, 18)


@add("alibaba_access_key_secret", "Alibaba Cloud", "cloud", "Alibaba Cloud AccessKey secret: 30 alnum (ALIBABA_CLOUD_ACCESS_KEY_SECRET context)")
def _(r):
    return rs(r, ALNUM, 30)


@add("tencent_secret_id", "Tencent Cloud", "cloud", "Tencent Cloud SecretId: AKID + 32 alnum (36 chars)")
def _(r):
    return "AKID" + rs(r, ALNUM, 32)


@add("tencent_secret_key", "Tencent Cloud", "cloud", "Tencent Cloud SecretKey: 32 alnum (TENCENTCLOUD_SECRET_KEY context)")
def _(r):
    return rs(r, ALNUM, 32)


@add("yandex_api_key", "Yandex Cloud", "cloud", "Yandex Cloud API key: AQVN + 35-38 [A-Za-z0-9_-] (gitleaks yandex-api-key)")
def _(r):
    return "AQVN" + rs(r, B64U, r.randint(35, 38))


@add("yandex_iam_token", "Yandex Cloud", "cloud",
     "Yandex Cloud IAM token: t1. + base64url payload + . + 86 base64url signature (gitleaks yandex-access-token)")
def _(r):
    return "t1.9euelZ" + rs(r, B64U, r.randint(140, 200)) + "." + rs(r, B64U, 86)


@add("yandex_oauth_token", "Yandex", "cloud", "Yandex OAuth token: y0_ + base64url (~55 chars, starts AgAAAA)")
def _(r):
    return "y0_AgAAAA" + rs(r, B64U, 49)


@add("yandex_static_access_key_secret", "Yandex Cloud", "cloud", "Yandex Cloud static access key secret: YC + 38 [A-Za-z0-9_-] (gitleaks yandex-aws-access-token)")
def _(r):
    return "YC" + rs(r, B64U, 38)


@add("scaleway_access_key", "Scaleway", "cloud", "Scaleway access key: SCW + 17 [A-Z0-9] (20 chars)")
def _(r):
    return "SCW" + rs(r, UPALNUM, 17)


@add("scaleway_secret_key", "Scaleway", "cloud", "Scaleway secret key: UUIDv4 (SCW_SECRET_KEY context)")
def _(r):
    return ruuid(r)


@add("ibm_cloud_api_key", "IBM Cloud", "cloud", "IBM Cloud IAM API key: 44 [A-Za-z0-9_-] (IBMCLOUD_API_KEY context)")
def _(r):
    return rs(r, B64U, 44)


@add("linode_api_token", "Akamai Linode", "cloud", "Linode personal access token: 64 lowercase hex (LINODE_TOKEN context)")
def _(r):
    return rs(r, HEXL, 64)


@add("vultr_api_key", "Vultr", "cloud", "Vultr API key: 36 [A-Z0-9] (VULTR_API_KEY context)")
def _(r):
    return rs(r, UPALNUM, 36)


@add("hetzner_cloud_token", "Hetzner", "cloud", "Hetzner Cloud API token: 64 alnum (HCLOUD_TOKEN context)")
def _(r):
    return rs(r, ALNUM, 64)


@add("render_api_key", "Render", "cloud", "Render API key: rnd_ + 32 alnum")
def _(r):
    return "rnd_" + rs(r, ALNUM, 32)


@add("vercel_access_token", "Vercel", "cloud", "Vercel access token: 24 alnum (VERCEL_TOKEN context)")
def _(r):
    return rs(r, ALNUM, 24)


@add("akamai_edgegrid_client_secret", "Akamai", "cloud", "Akamai EdgeGrid client_secret: base64 of 32 bytes (44 chars, ends =) (.edgerc)")
def _(r):
    return b64(rb(r, 32))


@add("akamai_edgegrid_access_token", "Akamai", "cloud", "Akamai EdgeGrid access_token: akab- + 16 + - + 16 lowercase alnum (.edgerc)")
def _(r):
    return "akab-" + rs(r, LOALNUM, 16) + "-" + rs(r, LOALNUM, 16)


@add("fastly_api_token", "Fastly", "cloud", "Fastly API token: 32 [A-Za-z0-9_-] (FASTLY_API_TOKEN context; gitleaks fastly-api-token)")
def _(r):
    return rs(r, B64U, 32)


@add("openshift_user_token", "Red Hat OpenShift", "cloud", "OpenShift OAuth user token: sha256~ + 43 [A-Za-z0-9_-] (gitleaks openshift-user-token)")
def _(r):
    return "sha256~" + rs(r, B64U, 43)


@add("ngrok_authtoken", "ngrok", "cloud", "ngrok agent authtoken: digit + 26 alnum + _ + 21 alnum (49 chars)")
def _(r):
    return r.choice("123") + rs(r, ALNUM, 26) + "_" + rs(r, ALNUM, 21)


@add("tailscale_auth_key", "Tailscale", "cloud", "Tailscale auth key: tskey-auth-<key id ending CNTRL>-<secret ~33 alnum>")
def _(r):
    return "tskey-auth-k" + rs(r, ALNUM, r.randint(6, 10)) + "CNTRL-" + rs(r, ALNUM, 33)


@add("tailscale_api_key", "Tailscale", "cloud", "Tailscale API access token: tskey-api-<key id ending CNTRL>-<secret ~33 alnum>")
def _(r):
    return "tskey-api-k" + rs(r, ALNUM, r.randint(6, 10)) + "CNTRL-" + rs(r, ALNUM, 33)


@add("firebase_cloud_messaging_server_key", "Google Firebase", "messaging",
     "FCM legacy server key: AAAA + 7 [A-Za-z0-9_-] + :APA91b + 134 [A-Za-z0-9_-] (152 chars)")
def _(r):
    return "AAAA" + rs(r, B64U, 7) + ":APA91b" + rs(r, B64U, 134)


# ------------------------------------------------------------ identity
@add("azure_ad_client_secret", "Microsoft Entra ID", "identity",
     "Entra ID (Azure AD) app client secret: 3 chars + digit + Q~ + 34 [A-Za-z0-9_~.-] (40 chars; gitleaks azure-ad-client-secret)")
def _(r):
    return rs(r, ALNUM + "_~.", 3) + r.choice(DG) + "Q~" + rs(r, ALNUM + "_~.-", 34)


@add("okta_api_token", "Okta", "identity", "Okta API (SSWS) token: 00 + 40 [A-Za-z0-9_-] (42 chars; gitleaks okta-access-token)")
def _(r):
    return "00" + rs(r, B64U, 40)


@add("auth0_client_secret", "Auth0", "identity", "Auth0 application client secret: 64 [A-Za-z0-9_-] (AUTH0_CLIENT_SECRET context)")
def _(r):
    return rs(r, B64U, 64)


@add("keycloak_client_secret", "Keycloak", "identity", "Keycloak confidential client secret: 32 alnum (KEYCLOAK_CLIENT_SECRET context)")
def _(r):
    return rs(r, ALNUM, 32)


@add("onepassword_secret_key", "1Password", "identity",
     "1Password account Secret Key: A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX (gitleaks 1password-secret-key)")
def _(r):
    a = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
    return "A3-" + "-".join(rs(r, a, n) for n in (6, 6, 5, 5, 5, 5))


@add("onepassword_service_account_token", "1Password", "identity",
     "1Password service account token: ops_ + base64(JSON with signInAddress, email, secretKey, srpX, muk...) (ops_eyJ..., 250+ chars)")
def _(r):
    obj = {
        "signInAddress": r.choice(["my.1password.com", name(r) + ".1password.com", "my.1password.eu"]),
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                     "salt": b64u(rb(r, 16))},
        "email": rs(r, B32L, 26) + "@1passwordserviceaccounts.com",
        "srpX": rs(r, HEXL, 64),
        "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rb(r, 32)), "key_ops": ["encrypt", "decrypt"],
                "kty": "oct", "kid": "mp"},
        "secretKey": "A3-" + "-".join(rs(r, "23456789ABCDEFGHJKLMNPQRSTVWXYZ", n) for n in (6, 6, 5, 5, 5, 5)),
        "throttleSecret": {"seed": rs(r, HEXL, 64), "uuid": rs(r, UPALNUM, 26)},
        "deviceUuid": rs(r, B32L, 26),
    }
    return "ops_" + b64(json.dumps(obj, separators=(",", ":")).encode()).rstrip("=")


# ------------------------------------------------------ source_hosting
@add("github_pat_classic", "GitHub", "source_hosting",
     "GitHub docs: ghp_ + 36 base62 (30 random + 6-char base62 CRC32 of the random part)")
def _(r):
    return gh_style(r, "ghp_")


@add("github_oauth_token", "GitHub", "source_hosting", "GitHub OAuth access token: gho_ + 30 base62 + 6 base62 CRC32")
def _(r):
    return gh_style(r, "gho_")


@add("github_user_to_server_token", "GitHub", "source_hosting", "GitHub App user-to-server token: ghu_ + 30 base62 + 6 base62 CRC32")
def _(r):
    return gh_style(r, "ghu_")


@add("github_server_to_server_token", "GitHub", "source_hosting", "GitHub App installation (server-to-server) token: ghs_ + 30 base62 + 6 base62 CRC32")
def _(r):
    return gh_style(r, "ghs_")


@add("github_refresh_token", "GitHub", "source_hosting", "GitHub App refresh token: ghr_ + 36 base62 (gitleaks github-refresh-token; checksum as other gh*_ tokens)")
def _(r):
    return gh_style(r, "ghr_")


@add("github_pat_fine_grained", "GitHub", "source_hosting",
     "GitHub fine-grained PAT: github_pat_ + 22 [A-Z0-9] (starts 11) + _ + 59 alnum = 82 chars after prefix (gitleaks github-fine-grained-pat)")
def _(r):
    return "github_pat_11" + rs(r, UPALNUM, 20) + "_" + rs(r, ALNUM, 59)


@add("gitlab_pat", "GitLab", "source_hosting", "GitLab personal/project/group access token (legacy): glpat- + 20 [A-Za-z0-9_-] (GitLab token overview)")
def _(r):
    return "glpat-" + rs(r, B64U, 20)


def _gitlab_routable(r, prefix, versioned):
    routing = "o:%s\nu:%s" % (to_base(r.randint(1, 99999999), B36), to_base(r.randint(1, 99999999), B36))
    raw = rb(r, 16) + routing.encode() + bytes([len(routing)])
    payload = b64u(raw)
    body = prefix + payload + (".01." if versioned else ".") + to_base(len(payload), B36, 2)
    return body + to_base(zlib.crc32(body.encode()) & 0xFFFFFFFF, B36, 7)


@add("gitlab_pat_routable", "GitLab", "source_hosting",
     "GitLab routable PAT (17.x+): glpat- + base64url(16 random + routing o:/u: + len) + .01. + 2-char base36 length + 7-char base36 CRC32 of preceding text")
def _(r):
    return _gitlab_routable(r, "glpat-", True)


@add("gitlab_pipeline_trigger_token", "GitLab", "source_hosting", "GitLab pipeline trigger token: glptt- + 40 hex (gitleaks gitlab-ptt)")
def _(r):
    return "glptt-" + rs(r, HEXL, 40)


@add("gitlab_deploy_token", "GitLab", "source_hosting", "GitLab deploy token: gldt- + 20 [A-Za-z0-9_-] (GitLab token overview)")
def _(r):
    return "gldt-" + rs(r, B64U, 20)


@add("gitlab_runner_auth_token", "GitLab", "source_hosting", "GitLab runner authentication token: glrt- + 20 [A-Za-z0-9_-] (GitLab token overview)")
def _(r):
    return "glrt-" + rs(r, B64U, 20)


@add("gitlab_runner_auth_token_routable", "GitLab", "source_hosting",
     "GitLab routable runner token: glrt-t<n>_ + base64url payload + . + 2 base36 length + 7 base36 CRC32 (gitleaks gitlab-runner-authentication-token-routable)")
def _(r):
    return _gitlab_routable(r, "glrt-t%d_" % r.randint(1, 3), False)


@add("gitlab_runner_registration_token", "GitLab", "source_hosting", "GitLab runner registration token (deprecated): GR1348941 + 20 [A-Za-z0-9_-]")
def _(r):
    return "GR1348941" + rs(r, B64U, 20)


@add("gitlab_ci_build_token", "GitLab", "source_hosting", "GitLab CI/CD job token: glcbt- + 1-5 alnum partition + _ + 20 [A-Za-z0-9_-] (gitleaks gitlab-cicd-job-token)")
def _(r):
    return "glcbt-" + rs(r, HEXL, r.randint(1, 3)) + "_" + rs(r, B64U, 20)


@add("gitlab_incoming_mail_token", "GitLab", "source_hosting", "GitLab incoming email token: glimt- + 25 [A-Za-z0-9_-]")
def _(r):
    return "glimt-" + rs(r, B64U, 25)


@add("gitlab_agent_token", "GitLab", "source_hosting", "GitLab agent for Kubernetes token: glagent- + 50 [A-Za-z0-9_-]")
def _(r):
    return "glagent-" + rs(r, B64U, 50)


@add("gitlab_oauth_app_secret", "GitLab", "source_hosting", "GitLab OAuth application secret: gloas- + 64 [A-Za-z0-9_-]")
def _(r):
    return "gloas-" + rs(r, B64U, 64)


@add("gitlab_scim_token", "GitLab", "source_hosting", "GitLab SCIM OAuth token: glsoat- + 20 [A-Za-z0-9_-]")
def _(r):
    return "glsoat-" + rs(r, B64U, 20)


@add("gitlab_feed_token", "GitLab", "source_hosting", "GitLab feed token: glft- + 20 [A-Za-z0-9_-]")
def _(r):
    return "glft-" + rs(r, B64U, 20)


@add("gitlab_feature_flag_client_token", "GitLab", "source_hosting", "GitLab feature flags client token: glffct- + 20 [A-Za-z0-9_-]")
def _(r):
    return "glffct-" + rs(r, B64U, 20)


@add("bitbucket_app_password", "Atlassian Bitbucket", "source_hosting",
     "Bitbucket app password: ATBB + 32 chars (24 alnum + 8 uppercase-hex checksum)")
def _(r):
    return "ATBB" + rs(r, ALNUM, 24) + rs(r, HEXU, 8)


@add("bitbucket_access_token", "Atlassian Bitbucket", "source_hosting",
     "Bitbucket repository/project/workspace access token: ATCTT3xFfGN0 + 171 [A-Za-z0-9_-] + = + 8 uppercase hex checksum (192 chars)")
def _(r):
    return "ATCTT3xFfGN0" + rs(r, B64U, 171) + "=" + rs(r, HEXU, 8)


@add("gitea_access_token", "Gitea / Forgejo", "source_hosting", "Gitea/Forgejo/Codeberg access token: 40 lowercase hex (GITEA_TOKEN context)")
def _(r):
    return rs(r, HEXL, 40)


@add("sourcegraph_access_token", "Sourcegraph", "source_hosting",
     "Sourcegraph access token: sgp_ + 40 hex, or sgp_<16 hex instance id>_<40 hex>, or sgp_local_<40 hex> (gitleaks sourcegraph-access-token)")
def _(r):
    k = r.randint(0, 2)
    if k == 0:
        return "sgp_" + rs(r, HEXL, 16) + "_" + rs(r, HEXL, 40)
    if k == 1:
        return "sgp_local_" + rs(r, HEXL, 40)
    return "sgp_" + rs(r, HEXL, 40)


@add("azure_devops_pat", "Microsoft Azure DevOps", "source_hosting", "Azure DevOps PAT (legacy): 52 chars [a-z2-7] (base32)")
def _(r):
    return rs(r, B32L, 52)


@add("azure_devops_pat_v2", "Microsoft Azure DevOps", "source_hosting",
     "Azure DevOps PAT (2024+, 84 chars): 52 alnum + JQQJ99 + 2-char date + ACAAAAA + 5 + AAASAZDO + 4-char checksum")
def _(r):
    mid = r.choice(["AAAAA", rs(r, ALNUM, 5)])
    return (rs(r, ALNUM, 52) + "JQQJ99" + r.choice("ABC") + r.choice("ABCDEFGHIJKL") + "ACAAAAA" + mid
            + "AAASAZDO" + rs(r, ALNUM, 4))


# --------------------------------------------------------------- ci_cd
@add("circleci_personal_token", "CircleCI", "ci_cd", "CircleCI personal API token: CCIPAT_ + 22 alnum + _ + 40 hex")
def _(r):
    return "CCIPAT_" + rs(r, ALNUM, 22) + "_" + rs(r, HEXL, 40)


@add("circleci_project_token", "CircleCI", "ci_cd", "CircleCI project API token: CCIPRJ_ + 22 alnum + _ + 40 hex")
def _(r):
    return "CCIPRJ_" + rs(r, ALNUM, 22) + "_" + rs(r, HEXL, 40)


@add("buildkite_api_token", "Buildkite", "ci_cd", "Buildkite user API access token: bkua_ + 40 hex")
def _(r):
    return "bkua_" + rs(r, HEXL, 40)


@add("travis_ci_token", "Travis CI", "ci_cd", "Travis CI API token: 22 alnum (TRAVIS_TOKEN context; gitleaks travisci-access-token)")
def _(r):
    return rs(r, ALNUM, 22)


@add("jenkins_api_token", "Jenkins", "ci_cd", "Jenkins user API token (2.129+): 11 + 32 lowercase hex (34 chars)")
def _(r):
    return "11" + rs(r, HEXL, 32)


@add("octopus_deploy_api_key", "Octopus Deploy", "ci_cd", "Octopus Deploy API key: API- + 26 [A-Z0-9] (gitleaks octopus-deploy-api-key)")
def _(r):
    return "API-" + rs(r, UPALNUM, 26)


@add("harness_pat", "Harness", "ci_cd", "Harness personal access token: pat.<22 account id>.<24 token id>.<20 secret> (gitleaks harness-api-key)")
def _(r):
    return "pat." + rs(r, B64U, 22) + "." + rs(r, HEXL, 24) + "." + rs(r, ALNUM, 20)


@add("harness_sat", "Harness", "ci_cd", "Harness service account token: sat.<22>.<24>.<20> (gitleaks harness-api-key)")
def _(r):
    return "sat." + rs(r, B64U, 22) + "." + rs(r, HEXL, 24) + "." + rs(r, ALNUM, 20)


@add("codecov_upload_token", "Codecov", "ci_cd", "Codecov repository upload token: UUIDv4 (CODECOV_TOKEN context)")
def _(r):
    return ruuid(r)


@add("sonarqube_user_token", "SonarSource", "ci_cd", "SonarQube user token: squ_ + 40 hex (SonarQube docs)")
def _(r):
    return "squ_" + rs(r, HEXL, 40)


@add("sonarqube_project_token", "SonarSource", "ci_cd", "SonarQube project analysis token: sqp_ + 40 hex")
def _(r):
    return "sqp_" + rs(r, HEXL, 40)


@add("sonarqube_global_token", "SonarSource", "ci_cd", "SonarQube global analysis token: sqa_ + 40 hex")
def _(r):
    return "sqa_" + rs(r, HEXL, 40)


@add("sonarcloud_token", "SonarSource", "ci_cd", "SonarCloud token: 40 lowercase hex (SONAR_TOKEN context)")
def _(r):
    return rs(r, HEXL, 40)


@add("snyk_api_token", "Snyk", "ci_cd", "Snyk API token: UUIDv4 (SNYK_TOKEN context; gitleaks snyk-api-token)")
def _(r):
    return ruuid(r)


@add("teamcity_access_token", "JetBrains TeamCity", "ci_cd",
     "TeamCity access token: eyJ0eXAiOiAiVENWMiJ9 ({\"typ\": \"TCV2\"}) . base64url(random) . base64url(uuid)")
def _(r):
    return ("eyJ0eXAiOiAiVENWMiJ9." + b64u(rs(r, ALNUM, 27).encode()) + "." + b64u(ruuid(r).encode()))


@add("drone_ci_token", "Drone", "ci_cd", "Drone CI personal token: 32 alnum (DRONE_TOKEN context; gitleaks droneci-access-token)")
def _(r):
    return rs(r, ALNUM, 32)


@add("prefect_api_key", "Prefect", "ci_cd", "Prefect Cloud API key: pnu_ + 36 alnum (gitleaks prefect-api-token)")
def _(r):
    return "pnu_" + rs(r, ALNUM, 36)


@add("infracost_api_key", "Infracost", "ci_cd", "Infracost API key: ico- + 32 alnum (gitleaks infracost-api-token)")
def _(r):
    return "ico-" + rs(r, ALNUM, 32)


# ---------------------------------------------------- package_registry
@add("npm_access_token", "npm", "package_registry", "npm access token: npm_ + 36 base62 (30 random + 6-char base62 CRC32, same scheme as GitHub)")
def _(r):
    return gh_style(r, "npm_")


def _pypi_macaroon(r, location):
    def field(t, data):
        assert len(data) < 128
        return bytes([t, len(data)]) + data
    ident = ruuid(r)
    out = b"\x02" + field(1, location) + field(2, ident.encode()) + b"\x00"
    k = r.randint(0, 2)
    if k == 0:
        caveats = [b'{"version": 1, "permissions": "user"}']
    elif k == 1:
        caveats = [('[1,["%s"]]' % r.choice(["requests-toolbelt", "acme-sdk", "fastjsonx", "pyglobex"])).encode(),
                   ('[2,["%s"]]' % ruuid(r)).encode()]
    else:
        caveats = [('[3,"%s"]' % ruuid(r)).encode()]
    for c in caveats:
        out += field(2, c) + b"\x00"
    out += b"\x00" + b"\x06\x20" + rb(r, 32)
    return "pypi-" + b64u(out)


@add("pypi_api_token", "PyPI", "package_registry",
     "PyPI API token: pypi- + base64url macaroon v2 (location pypi.org => AgEIcHlwaS5vcmc..., uuid id, caveats, 32-byte sig) (gitleaks pypi-upload-token)")
def _(r):
    return _pypi_macaroon(r, b"pypi.org")


@add("testpypi_api_token", "PyPI", "package_registry",
     "TestPyPI API token: pypi- + base64url macaroon with location test.pypi.org (AgENdGVzdC5weXBpLm9yZw...)")
def _(r):
    return _pypi_macaroon(r, b"test.pypi.org")


@add("crates_io_api_token", "crates.io", "package_registry", "crates.io API token: cio + 32 alnum (35 chars)")
def _(r):
    return "cio" + rs(r, ALNUM, 32)


@add("rubygems_api_key", "RubyGems", "package_registry", "RubyGems API key: rubygems_ + 48 hex (gitleaks rubygems-api-token)")
def _(r):
    return "rubygems_" + rs(r, HEXL, 48)


@add("nuget_api_key", "NuGet", "package_registry", "NuGet.org API key: oy2 + 43 [a-z0-9] (46 chars)")
def _(r):
    return "oy2" + rs(r, LOALNUM, 43)


@add("docker_hub_pat", "Docker", "package_registry", "Docker Hub personal access token: dckr_pat_ + 27 [A-Za-z0-9_-]")
def _(r):
    return "dckr_pat_" + rs(r, B64U, 27)


@add("clojars_deploy_token", "Clojars", "package_registry", "Clojars deploy token: CLOJARS_ + 60 [a-z0-9] (gitleaks clojars-api-token)")
def _(r):
    return "CLOJARS_" + rs(r, LOALNUM, 60)


@add("jfrog_api_key", "JFrog", "package_registry", "JFrog Artifactory API key (deprecated): AKCp + 69 alnum (73 chars; gitleaks artifactory-api-key)")
def _(r):
    return "AKCp" + r.choice("58") + rs(r, ALNUM, 68)


@add("jfrog_reference_token", "JFrog", "package_registry",
     "JFrog reference token: base64('reftkn:01:<expiry>:<random>') = cmVmdGtuOjAx... 64 chars (gitleaks artifactory-reference-token)")
def _(r):
    raw = "reftkn:01:%d:%s" % (r.randint(1767225600, 2082758400), rs(r, ALNUM, 27))
    return b64(raw.encode())


@add("cloudsmith_api_key", "Cloudsmith", "package_registry", "Cloudsmith API key: 40 lowercase hex (CLOUDSMITH_API_KEY context)")
def _(r):
    return rs(r, HEXL, 40)


# ------------------------------------------------------------- payment
def _stripe_body(r):
    if r.random() < 0.3:
        return rs(r, ALNUM, 24)  # pre-2019 length
    return "51" + rs(r, ALNUM, 97)  # current 99-char body


@add("stripe_secret_key_live", "Stripe", "payment", "Stripe live secret key: sk_live_ + 24 (legacy) or 99 alnum (current, starts 51) (Stripe API keys docs; gitleaks stripe-access-token)")
def _(r):
    return "sk_live_" + _stripe_body(r)


@add("stripe_secret_key_test", "Stripe", "payment", "Stripe test secret key: sk_test_ + 24 or 99 alnum")
def _(r):
    return "sk_test_" + _stripe_body(r)


@add("stripe_restricted_key_live", "Stripe", "payment", "Stripe live restricted key: rk_live_ + 24 or 99 alnum")
def _(r):
    return "rk_live_" + _stripe_body(r)


@add("stripe_webhook_secret", "Stripe", "payment", "Stripe webhook signing secret: whsec_ + 32 alnum")
def _(r):
    return "whsec_" + rs(r, ALNUM, 32)


@add("square_access_token", "Square", "payment", "Square legacy personal access token: sq0atp- + 22 [A-Za-z0-9_-] (gitleaks square-access-token)")
def _(r):
    return "sq0atp-" + rs(r, B64U, 22)


@add("square_oauth_secret", "Square", "payment", "Square OAuth application secret: sq0csp- + 43 [A-Za-z0-9_-]")
def _(r):
    return "sq0csp-" + rs(r, B64U, 43)


@add("square_access_token_v2", "Square", "payment", "Square access token (current): EAAA + 60 [A-Za-z0-9_-] (64 chars)")
def _(r):
    return "EAAA" + r.choice("ElEIEGlF") + rs(r, B64U, 59)


@add("braintree_access_token", "PayPal Braintree", "payment",
     "Braintree/PayPal access token: access_token$production$<16 [0-9a-z] merchant id>$<32 hex>")
def _(r):
    return "access_token$%s$%s$%s" % (r.choice(["production", "production", "sandbox"]), rs(r, LOALNUM, 16), rs(r, HEXL, 32))


@add("paypal_client_secret", "PayPal", "payment", "PayPal REST app client secret: 80 [A-Za-z0-9_-], starts with E (PAYPAL_CLIENT_SECRET context)")
def _(r):
    return "E" + rs(r, B64U, 79)


@add("adyen_api_key", "Adyen", "payment",
     "Adyen API key: AQE + base64 (100 chars, ends ==) + - + 44-char base64 + - + 16 printable chars")
def _(r):
    tail_alpha = ALNUM + "!#$%&()*+,./:;<=>?@[]^_{|}~"
    return ("AQE" + r.choice(["yhmfx", "thmfx", "whmfx"]) + rs(r, B64, 89) + r.choice("AQgw") + "==-"
            + b64(rb(r, 32)) + "-" + rs(r, tail_alpha, 16))


@add("plaid_access_token", "Plaid", "payment", "Plaid Item access token: access-<production|sandbox|development>-<uuid> (gitleaks plaid-api-token)")
def _(r):
    return "access-%s-%s" % (r.choice(["production", "production", "sandbox", "development"]), ruuid(r))


@add("plaid_secret", "Plaid", "payment", "Plaid API secret: 30 lowercase hex (PLAID_SECRET context)")
def _(r):
    return rs(r, HEXL, 30)


@add("razorpay_key_secret", "Razorpay", "payment", "Razorpay API key secret: 24 alnum (paired with public rzp_live_ key id; RAZORPAY_KEY_SECRET context)")
def _(r):
    return rs(r, ALNUM, 24)


@add("flutterwave_secret_key", "Flutterwave", "payment", "Flutterwave live secret key: FLWSECK- + 32 hex + -X")
def _(r):
    return "FLWSECK-" + rs(r, HEXL, 32) + "-X"


@add("flutterwave_test_secret_key", "Flutterwave", "payment", "Flutterwave test secret key: FLWSECK_TEST- + 32 hex + -X (gitleaks flutterwave-secret-key)")
def _(r):
    return "FLWSECK_TEST-" + rs(r, HEXL, 32) + "-X"


@add("paystack_secret_key", "Paystack", "payment", "Paystack live secret key: sk_live_ + 40 lowercase hex")
def _(r):
    return "sk_live_" + rs(r, HEXL, 40)


@add("mollie_api_key", "Mollie", "payment", "Mollie live API key: live_ + 30 alnum")
def _(r):
    return "live_" + rs(r, ALNUM, 30)


@add("gocardless_access_token", "GoCardless", "payment", "GoCardless live access token: live_ + 40 [A-Za-z0-9_=-] (gitleaks gocardless-api-token)")
def _(r):
    return "live_" + rs(r, B64U, 40)


@add("mercadopago_access_token", "Mercado Pago", "payment", "Mercado Pago access token: APP_USR-<16 digits>-<6 digits>-<32 hex>-<9 digits>")
def _(r):
    return "APP_USR-%s-%s-%s-%s" % (rs(r, DG, 16), rs(r, DG, 6), rs(r, HEXL, 32), r.choice("123456789") + rs(r, DG, 8))


# ----------------------------------------------------------- messaging
@add("slack_bot_token", "Slack", "messaging", "Slack bot token: xoxb-<10-13 digits>-<10-13 digits>-<24 alnum> (Slack token types docs)")
def _(r):
    return "xoxb-%s-%s-%s" % (rs(r, DG, r.randint(11, 13)), rs(r, DG, 13), rs(r, ALNUM, 24))


@add("slack_user_token", "Slack", "messaging", "Slack user token: xoxp-<team>-<user>-<id> numeric parts + 32 hex")
def _(r):
    return "xoxp-%s-%s-%s-%s" % (rs(r, DG, r.randint(11, 13)), rs(r, DG, 13), rs(r, DG, 13), rs(r, HEXL, 32))


@add("slack_app_token", "Slack", "messaging", "Slack app-level token: xapp-1-A<10 [A-Z0-9]>-<13 digits>-<64 hex>")
def _(r):
    return "xapp-1-A%s-%s-%s" % (rs(r, UPALNUM, 10), rs(r, DG, 13), rs(r, HEXL, 64))


@add("slack_workspace_access_token", "Slack", "messaging", "Slack workspace app (legacy) access token: xoxa-2-<digits>-<digits>-<digits>-<64 hex>")
def _(r):
    return "xoxa-2-%s-%s-%s-%s" % (rs(r, DG, 12), rs(r, DG, 13), rs(r, DG, 13), rs(r, HEXL, 64))


@add("slack_workspace_refresh_token", "Slack", "messaging", "Slack workspace app (legacy) refresh token: xoxr-<digits>-<digits>-<digits>-<64 hex>")
def _(r):
    return "xoxr-%s-%s-%s-%s" % (rs(r, DG, 12), rs(r, DG, 13), rs(r, DG, 13), rs(r, HEXL, 64))


@add("slack_legacy_token", "Slack", "messaging", "Slack legacy/session token: xoxs-<digits>-<digits>-<digits>-<64 hex> (gitleaks slack-legacy-token)")
def _(r):
    return "xoxs-%s-%s-%s-%s" % (rs(r, DG, 10), rs(r, DG, 11), rs(r, DG, 12), rs(r, HEXL, 64))


@add("slack_config_access_token", "Slack", "messaging", "Slack rotating/config access token: xoxe.xoxp-1- + 163-166 alnum (gitleaks slack-config-access-token)")
def _(r):
    return "xoxe.xox%s-1-%s" % (r.choice("pb"), rs(r, ALNUM, r.randint(163, 166)))


@add("slack_config_refresh_token", "Slack", "messaging", "Slack refresh token (token rotation): xoxe-1- + 146 alnum (gitleaks slack-config-refresh-token)")
def _(r):
    return "xoxe-1-" + rs(r, ALNUM, 146)


@add("slack_webhook_url", "Slack", "messaging", "Slack incoming webhook URL: https://hooks.slack.com/services/T<id>/B<id>/<24 alnum> (the URL is the secret)")
def _(r):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UPALNUM, r.randint(8, 10)), rs(r, UPALNUM, r.randint(8, 10)), rs(r, ALNUM, 24))


@add("slack_workflow_webhook_url", "Slack", "messaging", "Slack Workflow Builder webhook URL: https://hooks.slack.com/workflows/T<id>/A<id>/<18 digits>/<24 alnum>")
def _(r):
    return "https://hooks.slack.com/workflows/T%s/A%s/%s/%s" % (rs(r, UPALNUM, 10), rs(r, UPALNUM, 10), rs(r, DG, 18), rs(r, ALNUM, 24))


@add("discord_bot_token", "Discord", "messaging",
     "Discord bot token: base64(bot user id, 17-19 digits) + . + 6 [A-Za-z0-9_-] timestamp + . + 27 or 38 [A-Za-z0-9_-] HMAC")
def _(r):
    uid = str(r.randint(10 ** 17, 1_400_000_000_000_000_000))
    return b64u(uid.encode()) + "." + rs(r, B64U, 6) + "." + rs(r, B64U, r.choice([27, 38]))


@add("discord_webhook_url", "Discord", "messaging", "Discord webhook URL: https://discord.com/api/webhooks/<17-19 digit id>/<68 [A-Za-z0-9_-] token>")
def _(r):
    host = r.choice(["discord.com", "discordapp.com", "discord.com"])
    return "https://%s/api/webhooks/%d/%s" % (host, r.randint(10 ** 17, 1_400_000_000_000_000_000), rs(r, B64U, 68))


@add("microsoft_teams_webhook_url", "Microsoft Teams", "messaging",
     "Teams incoming webhook URL: https://<tenant>.webhook.office.com/webhookb2/<uuid>@<uuid>/IncomingWebhook/<32 hex>/<uuid>[/V2<43>] (gitleaks microsoft-teams-webhook)")
def _(r):
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        name(r).replace("-", ""), ruuid(r), ruuid(r), rs(r, HEXL, 32), ruuid(r))
    if r.random() < 0.5:
        url += "/V2" + rs(r, B64U, 43)
    return url


@add("power_automate_workflow_url", "Microsoft Power Automate", "messaging",
     "Power Automate / Teams Workflows HTTP trigger URL: https://prod-NN.<region>.logic.azure.com:443/workflows/<32 hex>/triggers/manual/paths/invoke?...&sig=<43 b64url>")
def _(r):
    return ("https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
            "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s"
            % (r.randint(0, 99), r.choice(["westus", "eastus", "westeurope", "northeurope", "australiaeast"]),
               rs(r, HEXL, 32), rs(r, B64U, 43)))


@add("google_chat_webhook_url", "Google Chat", "messaging",
     "Google Chat incoming webhook URL: https://chat.googleapis.com/v1/spaces/<space>/messages?key=AIza...&token=<43 b64url>%3D")
def _(r):
    return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s%%3D" % (
        rs(r, B64U, 7), rs(r, B64U, 33), rs(r, B64U, 42) + r.choice("AEIMQUYcgkosw048"))


@add("telegram_bot_token", "Telegram", "messaging", "Telegram Bot API token: <8-10 digit bot id>:AA + 33 [A-Za-z0-9_-] (BotFather)")
def _(r):
    return "%d:AA%s" % (r.randint(10 ** 7 * 5, 9_999_999_999), rs(r, B64U, 33))


@add("twilio_api_key", "Twilio", "messaging", "Twilio API key SID: SK + 32 hex (gitleaks twilio-api-key)")
def _(r):
    return "SK" + rs(r, HEXL, 32)


@add("twilio_auth_token", "Twilio", "messaging", "Twilio account auth token: 32 lowercase hex (paired with AC + 32 hex account SID; TWILIO_AUTH_TOKEN context)")
def _(r):
    return rs(r, HEXL, 32)


@add("sendgrid_api_key", "Twilio SendGrid", "messaging", "SendGrid API key: SG. + 22 [A-Za-z0-9_-] + . + 43 [A-Za-z0-9_-] (69 chars)")
def _(r):
    return "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)


@add("mailgun_private_api_key", "Mailgun", "messaging", "Mailgun legacy private API key: key- + 32 hex (gitleaks mailgun-private-api-token)")
def _(r):
    return "key-" + rs(r, HEXL, 32)


@add("mailgun_api_key", "Mailgun", "messaging", "Mailgun API key (current): 32 hex + - + 8 hex + - + 8 hex")
def _(r):
    return rs(r, HEXL, 32) + "-" + rs(r, HEXL, 8) + "-" + rs(r, HEXL, 8)


@add("mailchimp_api_key", "Mailchimp", "messaging", "Mailchimp Marketing API key: 32 hex + -us<datacenter 1-21> (gitleaks mailchimp-api-key)")
def _(r):
    return rs(r, HEXL, 32) + "-us" + str(r.randint(1, 21))


@add("brevo_api_key", "Brevo (Sendinblue)", "messaging", "Brevo API v3 key: xkeysib- + 64 hex + - + 16 alnum (gitleaks sendinblue-api-token)")
def _(r):
    return "xkeysib-" + rs(r, HEXL, 64) + "-" + rs(r, ALNUM, 16)


@add("brevo_smtp_key", "Brevo (Sendinblue)", "messaging", "Brevo SMTP key: xsmtpsib- + 64 hex + - + 16 alnum")
def _(r):
    return "xsmtpsib-" + rs(r, HEXL, 64) + "-" + rs(r, ALNUM, 16)


@add("postmark_server_token", "Postmark", "messaging", "Postmark server API token: UUIDv4 (POSTMARK_SERVER_TOKEN context)")
def _(r):
    return ruuid(r)


@add("mandrill_api_key", "Mailchimp Transactional (Mandrill)", "messaging", "Mandrill API key: md- + 22 [A-Za-z0-9_-]")
def _(r):
    return "md-" + rs(r, B64U, 22)


@add("messagebird_api_key", "MessageBird (Bird)", "messaging", "MessageBird access key: 25 alnum (gitleaks messagebird-api-token)")
def _(r):
    return rs(r, ALNUM, 25)


@add("vonage_api_secret", "Vonage (Nexmo)", "messaging", "Vonage/Nexmo API secret: 16 alnum (VONAGE_API_SECRET context)")
def _(r):
    return rs(r, ALNUM, 16)


@add("plivo_auth_token", "Plivo", "messaging", "Plivo auth token: 40 alnum (PLIVO_AUTH_TOKEN context)")
def _(r):
    return rs(r, ALNUM, 40)


@add("sendbird_api_token", "Sendbird", "messaging", "Sendbird master API token: 40 lowercase hex (gitleaks sendbird-access-token)")
def _(r):
    return rs(r, HEXL, 40)


@add("pusher_app_secret", "Pusher", "messaging", "Pusher Channels app secret: 20 lowercase hex (PUSHER_APP_SECRET context)")
def _(r):
    return rs(r, HEXL, 20)


@add("ably_api_key", "Ably", "messaging", "Ably API key: <6-char app id>.<6-char key id>:<43-char secret>")
def _(r):
    return rs(r, ALNUM + "-_", 6) + "." + rs(r, ALNUM + "-_", 6) + ":" + rs(r, B64U, 43)


@add("resend_api_key", "Resend", "messaging", "Resend API key: re_ + 8 alnum + _ + 24 alnum")
def _(r):
    return "re_" + rs(r, ALNUM, 8) + "_" + rs(r, ALNUM, 24)


@add("sparkpost_api_key", "SparkPost", "messaging", "SparkPost API key: 40 lowercase hex (SPARKPOST_API_KEY context)")
def _(r):
    return rs(r, HEXL, 40)


@add("mattermost_access_token", "Mattermost", "messaging", "Mattermost personal access token: 26 [a-z0-9] (gitleaks mattermost-access-token)")
def _(r):
    return rs(r, LOALNUM, 26)


# ------------------------------------------------------- observability
@add("datadog_api_key", "Datadog", "observability", "Datadog API key: 32 lowercase hex, no prefix (DD_API_KEY / DATADOG_API_KEY context)")
def _(r):
    return rs(r, HEXL, 32)


@add("datadog_app_key", "Datadog", "observability", "Datadog application key: 40 lowercase hex (DD_APP_KEY context; gitleaks datadog-access-token)")
def _(r):
    return rs(r, HEXL, 40)


@add("new_relic_user_api_key", "New Relic", "observability", "New Relic user API key: NRAK- + 27 [A-Z0-9] (New Relic API keys docs)")
def _(r):
    return "NRAK-" + rs(r, UPALNUM, 27)


@add("new_relic_insert_key", "New Relic", "observability", "New Relic Insights insert key: NRII- + 32 [A-Za-z0-9_-] (gitleaks new-relic-insert-key)")
def _(r):
    return "NRII-" + rs(r, B64U, 32)


@add("new_relic_query_key", "New Relic", "observability", "New Relic Insights query key: NRIQ- + 32 [A-Za-z0-9_-]")
def _(r):
    return "NRIQ-" + rs(r, B64U, 32)


@add("new_relic_browser_key", "New Relic", "observability", "New Relic browser ingest key: NRJS- + 19 hex (gitleaks new-relic-browser-api-token)")
def _(r):
    return "NRJS-" + rs(r, HEXL, 19)


@add("new_relic_license_key", "New Relic", "observability", "New Relic ingest license key: 36 hex + NRAL (40 chars)")
def _(r):
    return rs(r, HEXL, 36) + "NRAL"


@add("sentry_org_auth_token", "Sentry", "observability",
     "Sentry org auth token: sntrys_ + base64(JSON {iat,url,region_url,org}) + _ + 43 [A-Za-z0-9+/] (gitleaks sentry-org-token)")
def _(r):
    region = r.choice(["us", "de"])
    obj = {"iat": round(r.uniform(1.69e9, 1.76e9), 6), "url": "https://sentry.io",
           "region_url": "https://%s.sentry.io" % region, "org": name(r)}
    return "sntrys_" + b64(json.dumps(obj, separators=(",", ":")).encode()) + "_" + rs(r, ALNUM + "+/", 43)


@add("sentry_user_auth_token", "Sentry", "observability", "Sentry user auth token: sntryu_ + 64 hex (gitleaks sentry-user-token)")
def _(r):
    return "sntryu_" + rs(r, HEXL, 64)


@add("grafana_cloud_api_token", "Grafana Labs", "observability",
     "Grafana Cloud access policy token: glc_ + base64(JSON {o,n,k,m:{r}}) (gitleaks grafana-cloud-api-token)")
def _(r):
    obj = {"o": str(r.randint(100000, 1500000)), "n": "%s-%s" % (name(r), r.choice(["metrics-write", "logs-read", "stack-admin", "otlp"])),
           "k": rs(r, ALNUM, 24), "m": {"r": r.choice(["prod-us-east-0", "prod-eu-west-2", "prod-ap-southeast-1"])}}
    return "glc_" + b64(json.dumps(obj, separators=(",", ":")).encode())


@add("grafana_service_account_token", "Grafana Labs", "observability", "Grafana service account token: glsa_ + 32 alnum + _ + 8 hex CRC (gitleaks grafana-service-account-token)")
def _(r):
    return "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEXL, 8)


@add("grafana_api_key_legacy", "Grafana Labs", "observability",
     "Grafana legacy API key: base64(JSON {\"k\":<32 alnum>,\"n\":<name>,\"id\":<int>}) = eyJrIjoi... (gitleaks grafana-api-key)")
def _(r):
    obj = {"k": rs(r, ALNUM, 32), "n": r.choice(["ci-deploy", "terraform", "alerting-bot", "dashboard-sync"]), "id": r.randint(1, 999)}
    return b64(json.dumps(obj, separators=(",", ":")).encode())


@add("dynatrace_api_token", "Dynatrace", "observability", "Dynatrace API token: dt0c01. + 24 [A-Z0-9] public id + . + 64 [A-Z0-9] secret (Dynatrace token format docs)")
def _(r):
    return "dt0c01." + rs(r, UPALNUM, 24) + "." + rs(r, UPALNUM, 64)


@add("posthog_personal_api_key", "PostHog", "observability", "PostHog personal API key: phx_ + 43 alnum (project key phc_ is public, excluded)")
def _(r):
    return "phx_" + rs(r, ALNUM, 43)


@add("honeycomb_configuration_key", "Honeycomb", "observability", "Honeycomb configuration API key (v2): 22 alnum (HONEYCOMB_API_KEY context)")
def _(r):
    return rs(r, ALNUM, 22)


@add("honeycomb_ingest_key", "Honeycomb", "observability", "Honeycomb ingest key: hcaik_ + 58 [a-z0-9] (64 chars)")
def _(r):
    return "hcaik_01" + rs(r, LOALNUM, 56)


@add("sumo_logic_access_key", "Sumo Logic", "observability", "Sumo Logic access key: 64 alnum (paired with access id su + 12 alnum) (gitleaks sumologic-access-token)")
def _(r):
    return rs(r, ALNUM, 64)


@add("rollbar_access_token", "Rollbar", "observability", "Rollbar project/account access token: 32 lowercase hex (ROLLBAR_ACCESS_TOKEN context)")
def _(r):
    return rs(r, HEXL, 32)


@add("bugsnag_api_key", "Bugsnag", "observability", "Bugsnag API key: 32 lowercase hex (BUGSNAG_API_KEY context)")
def _(r):
    return rs(r, HEXL, 32)


@add("splunk_hec_token", "Splunk", "observability", "Splunk HTTP Event Collector token: UUID (SPLUNK_HEC_TOKEN context)")
def _(r):
    return ruuid(r).upper() if r.random() < 0.5 else ruuid(r)


@add("elastic_api_key", "Elastic", "observability", "Elasticsearch API key (encoded): base64('<20-char id>:<22-char key>') = 60 chars")
def _(r):
    return b64((rs(r, B64U, 20) + ":" + rs(r, B64U, 22)).encode())


@add("axiom_api_token", "Axiom", "observability", "Axiom API token: xaat- + UUID (personal tokens xapt-)")
def _(r):
    return r.choice(["xaat-", "xaat-", "xapt-"]) + ruuid(r)


@add("pagerduty_api_key", "PagerDuty", "observability", "PagerDuty REST API key: 20 chars [A-Za-z0-9_+-] (user tokens start u+, account keys often y_)")
def _(r):
    return r.choice(["u+", "y_", "u+"]) + rs(r, ALNUM + "_+-", 18)


@add("opsgenie_api_key", "Atlassian Opsgenie", "observability", "Opsgenie API integration key: UUID (OPSGENIE_API_KEY context)")
def _(r):
    return ruuid(r)


@add("mixpanel_api_secret", "Mixpanel", "observability", "Mixpanel project API secret: 32 lowercase hex (MIXPANEL_API_SECRET context)")
def _(r):
    return rs(r, HEXL, 32)


@add("amplitude_secret_key", "Amplitude", "observability", "Amplitude secret key: 32 lowercase hex (AMPLITUDE_SECRET_KEY context)")
def _(r):
    return rs(r, HEXL, 32)


# ------------------------------------------------------------ database
@add("planetscale_service_token", "PlanetScale", "database", "PlanetScale service token: pscale_tkn_ + 43 [A-Za-z0-9_-] (gitleaks planetscale-api-token)")
def _(r):
    return "pscale_tkn_" + rs(r, B64U, 43)


@add("planetscale_password", "PlanetScale", "database", "PlanetScale database password: pscale_pw_ + 43 [A-Za-z0-9_-] (gitleaks planetscale-password)")
def _(r):
    return "pscale_pw_" + rs(r, B64U, 43)


@add("planetscale_oauth_token", "PlanetScale", "database", "PlanetScale OAuth token: pscale_oauth_ + 43 [A-Za-z0-9_-] (gitleaks planetscale-oauth-token)")
def _(r):
    return "pscale_oauth_" + rs(r, B64U, 43)


@add("supabase_personal_access_token", "Supabase", "database", "Supabase personal access token: sbp_ + 40 hex")
def _(r):
    return "sbp_" + rs(r, HEXL, 40)


@add("supabase_secret_key", "Supabase", "database", "Supabase secret API key (2025): sb_secret_ + 22 [A-Za-z0-9_-] + _ + 8 checksum chars")
def _(r):
    return "sb_secret_" + rs(r, B64U, 22) + "_" + rs(r, ALNUM, 8)


@add("supabase_service_role_key", "Supabase", "database",
     "Supabase legacy service_role key: HS256 JWT with payload {iss:supabase, ref:<20 a-z>, role:service_role, iat, exp}")
def _(r):
    iat = ts(r, 1640995200, 1760000000)
    return jwt(r, {"alg": "HS256", "typ": "JWT"},
               {"iss": "supabase", "ref": rs(r, LO, 20), "role": "service_role", "iat": iat, "exp": iat + 315532800})


@add("mongodb_connection_string", "MongoDB Atlas", "database",
     "MongoDB Atlas SRV connection string with embedded password: mongodb+srv://user:pass@cluster.<5>.mongodb.net/...")
def _(r):
    return "mongodb+srv://%s:%s@%s.%s.mongodb.net/?retryWrites=true&w=majority&appName=%s" % (
        user(r), rs(r, ALNUM, 16), r.choice(["cluster0", "prod-cluster", "cluster1"]), rs(r, LOALNUM, 5), r.choice(["Cluster0", "api", "worker"]))


@add("postgres_connection_uri", "PostgreSQL", "database", "PostgreSQL connection URI with embedded password: postgres://user:pass@host:5432/db")
def _(r):
    host = r.choice(["%s.%s.us-east-1.rds.amazonaws.com" % (name(r).replace("-", ""), rs(r, LOALNUM, 12)),
                     "db.%s.supabase.co" % rs(r, LO, 20),
                     "%s-postgres.internal" % name(r)])
    return "postgres%s://%s:%s@%s:5432/%s" % (r.choice(["", "ql"]), user(r), rs(r, ALNUM, 20), host, r.choice(["app", "postgres", "prod"]))


@add("mysql_connection_uri", "MySQL", "database", "MySQL connection URI with embedded password: mysql://user:pass@host:3306/db")
def _(r):
    return "mysql://%s:%s@%s.%s.eu-west-1.rds.amazonaws.com:3306/%s" % (
        user(r), rs(r, ALNUM + "!*", 18), name(r).replace("-", ""), rs(r, LOALNUM, 12), r.choice(["shop", "wordpress", "app"]))


@add("redis_connection_uri", "Redis", "database", "Redis connection URI with embedded password: rediss://default:pass@host:port")
def _(r):
    return "rediss://default:%s@%s-%s.upstash.io:6379" % (rs(r, ALNUM, 32), r.choice(["lasting", "brave", "famous", "witty"]), rs(r, DG, 5))


@add("amqp_connection_uri", "RabbitMQ / CloudAMQP", "messaging", "AMQP connection URI with embedded password: amqps://user:pass@host/vhost (CloudAMQP)")
def _(r):
    u = rs(r, LO, 8)
    return "amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (u, rs(r, B64U, 32), r.choice(["goose", "rattlesnake", "kangaroo", "puffin"]), u)


@add("neon_connection_uri", "Neon", "database",
     "Neon Postgres connection string: postgresql://<role>:npg_<12 alnum>@ep-<adj>-<noun>-<8>.<region>.aws.neon.tech/<db>?sslmode=require")
def _(r):
    return "postgresql://neondb_owner:npg_%s@ep-%s-%s-%s.%s.aws.neon.tech/neondb?sslmode=require" % (
        rs(r, ALNUM, 12), r.choice(["cool", "misty", "falling", "steep", "rough"]),
        r.choice(["river", "sea", "bird", "meadow", "smoke"]), rs(r, LOALNUM, 8),
        r.choice(["us-east-2", "eu-central-1", "ap-southeast-1"]))


@add("aiven_service_password", "Aiven", "database", "Aiven service user password: AVNS_ + 19 [A-Za-z0-9_-]")
def _(r):
    return "AVNS_" + rs(r, B64U, 19)


@add("cockroachdb_cloud_api_key", "Cockroach Labs", "database", "CockroachDB Cloud API key secret: CCDB1_ + 22 alnum + _ + 40 alnum (provider docs)")
def _(r):
    return "CCDB1_" + rs(r, ALNUM, 22) + "_" + rs(r, ALNUM, 40)


@add("clickhouse_cloud_api_secret", "ClickHouse", "database", "ClickHouse Cloud API key secret: 4b1d + 38 alnum (gitleaks clickhouse-cloud-api-secret-key)")
def _(r):
    return "4b1d" + rs(r, ALNUM, 38)


@add("databricks_token", "Databricks", "database", "Databricks personal access token: dapi + 32 hex, optional -N suffix (gitleaks databricks-api-token)")
def _(r):
    return "dapi" + rs(r, HEXL, 32) + r.choice(["", "", "-2", "-3"])


@add("influxdb_api_token", "InfluxData", "database", "InfluxDB 2.x/Cloud API token: base64url of 64 bytes (88 chars ending ==)")
def _(r):
    return base64.urlsafe_b64encode(rb(r, 64)).decode()


@add("turso_auth_token", "Turso", "database", "Turso database auth token: EdDSA JWT {alg:EdDSA,typ:JWT}.{a:rw,iat,id:uuid}.<86-char sig>")
def _(r):
    return jwt(r, {"alg": "EdDSA", "typ": "JWT"}, {"a": r.choice(["rw", "ro"]), "iat": ts(r), "id": ruuid(r)}, 64)


@add("mongodb_atlas_api_private_key", "MongoDB Atlas", "database", "MongoDB Atlas Admin API private key: UUIDv4 (MONGODB_ATLAS_PRIVATE_KEY context)")
def _(r):
    return ruuid(r)


@add("confluent_cloud_api_secret", "Confluent", "cloud", "Confluent Cloud API secret: 64 [A-Za-z0-9+/] (paired with 16-char API key; CONFLUENT_CLOUD_API_SECRET context)")
def _(r):
    return rs(r, B64, 64)


# ---------------------------------------------------------------- saas
@add("atlassian_api_token", "Atlassian", "saas",
     "Atlassian (Jira/Confluence) API token: ATATT3xFfGF0 + 171 [A-Za-z0-9_-] + = + 8 uppercase hex checksum (192 chars; gitleaks atlassian-api-token)")
def _(r):
    return "ATATT3xFfGF0" + rs(r, B64U, 171) + "=" + rs(r, HEXU, 8)


@add("linear_api_key", "Linear", "saas", "Linear personal API key: lin_api_ + 40 alnum (gitleaks linear-api-key)")
def _(r):
    return "lin_api_" + rs(r, ALNUM, 40)


@add("linear_oauth_access_token", "Linear", "saas", "Linear OAuth access token: lin_oauth_ + 64 hex")
def _(r):
    return "lin_oauth_" + rs(r, HEXL, 64)


@add("notion_integration_token_legacy", "Notion", "saas", "Notion internal integration token (pre-2024): secret_ + 43 alnum")
def _(r):
    return "secret_" + rs(r, ALNUM, 43)


@add("notion_api_token", "Notion", "saas", "Notion API token (2024+): ntn_ + 11 digits + 35 alnum (gitleaks notion-api-token)")
def _(r):
    return "ntn_" + rs(r, DG, 11) + rs(r, ALNUM, 35)


@add("figma_pat", "Figma", "saas", "Figma personal access token: figd_ + 40 [A-Za-z0-9_-]")
def _(r):
    return "figd_" + rs(r, B64U, 40)


@add("asana_pat_v1", "Asana", "saas", "Asana personal access token (v1): 1/ + 16 digit user gid + : + 32 hex")
def _(r):
    return "1/%s:%s" % (r.choice("123456789") + rs(r, DG, 15), rs(r, HEXL, 32))


@add("asana_pat_v2", "Asana", "saas", "Asana personal access token (v2): 2/ + 16 digit user gid + / + 16 digit token gid + : + 32 hex")
def _(r):
    return "2/%s/%s:%s" % (r.choice("123456789") + rs(r, DG, 15), "12" + rs(r, DG, 14), rs(r, HEXL, 32))


@add("dropbox_short_lived_token", "Dropbox", "saas", "Dropbox short-lived access token: sl. + 135 [A-Za-z0-9_=-] (gitleaks dropbox-short-lived-api-token)")
def _(r):
    return "sl.B" + rs(r, B64U, 134)


@add("dropbox_long_lived_token", "Dropbox", "saas", "Dropbox long-lived token: 11 alnum + AAAAAAAAAA + 43 [A-Za-z0-9_=-] (gitleaks dropbox-long-lived-api-token)")
def _(r):
    return rs(r, ALNUM, 11) + "AAAAAAAAAA" + rs(r, B64U, 43)


@add("hubspot_private_app_token", "HubSpot", "saas", "HubSpot private app access token: pat-<na1|eu1>-<uuid>")
def _(r):
    return "pat-%s-%s" % (r.choice(["na1", "na1", "eu1", "na2"]), ruuid(r))


@add("typeform_pat", "Typeform", "saas", "Typeform personal access token: tfp_ + 59 [A-Za-z0-9_.=-] (44 + _ + 14) (gitleaks typeform-api-token)")
def _(r):
    return "tfp_" + rs(r, ALNUM, 44) + "_" + rs(r, ALNUM, 14)


@add("contentful_pat", "Contentful", "saas", "Contentful personal access token (CMA): CFPAT- + 43 [A-Za-z0-9_-]")
def _(r):
    return "CFPAT-" + rs(r, B64U, 43)


@add("contentful_delivery_token", "Contentful", "saas", "Contentful Content Delivery API token: 43 [A-Za-z0-9_-] (CONTENTFUL_ACCESS_TOKEN context)")
def _(r):
    return rs(r, B64U, 43)


@add("mapbox_secret_token", "Mapbox", "saas", "Mapbox secret access token: sk. + base64url(JSON {u:<user>,a:<cuid>}) + . + 22 [A-Za-z0-9_-] (pk. tokens are public)")
def _(r):
    return "sk." + b64u_json({"u": user(r) + rs(r, DG, 2), "a": "cl" + rs(r, LOALNUM, 23)}) + "." + rs(r, B64U, 22)


@add("salesforce_access_token", "Salesforce", "saas", "Salesforce session/access token: 15-char org id (00D...) + ! + 96 [A-Za-z0-9._] (starts AQ)")
def _(r):
    body = "AQ" + "".join(r.choice(ALNUM) if r.random() > 0.03 else "." for _ in range(94))
    return "00D" + rs(r, DG, 1) + rs(r, ALNUM, 11) + "!" + body


@add("zoho_oauth_token", "Zoho", "saas", "Zoho OAuth access/refresh token: 1000. + 32 hex + . + 32 hex")
def _(r):
    return "1000." + rs(r, HEXL, 32) + "." + rs(r, HEXL, 32)


@add("clickup_api_token", "ClickUp", "saas", "ClickUp personal API token: pk_ + numeric user id + _ + 32 [A-Z0-9]")
def _(r):
    return "pk_%d_%s" % (r.randint(100000, 199999999), rs(r, UPALNUM, 32))


@add("airtable_pat", "Airtable", "saas", "Airtable personal access token: pat + 14 alnum + . + 64 hex")
def _(r):
    return "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEXL, 64)


@add("airtable_api_key_legacy", "Airtable", "saas", "Airtable legacy API key (deprecated 2024): key + 14 alnum")
def _(r):
    return "key" + rs(r, ALNUM, 14)


@add("postman_api_key", "Postman", "saas", "Postman API key: PMAK- + 24 hex + - + 34 hex (gitleaks postman-api-token)")
def _(r):
    return "PMAK-" + rs(r, HEXL, 24) + "-" + rs(r, HEXL, 34)


@add("shopify_access_token", "Shopify", "saas", "Shopify Admin API access token: shpat_ + 32 hex")
def _(r):
    return "shpat_" + rs(r, HEXL, 32)


@add("shopify_custom_app_token", "Shopify", "saas", "Shopify custom app access token: shpca_ + 32 hex")
def _(r):
    return "shpca_" + rs(r, HEXL, 32)


@add("shopify_private_app_token", "Shopify", "saas", "Shopify private app access token: shppa_ + 32 hex")
def _(r):
    return "shppa_" + rs(r, HEXL, 32)


@add("shopify_shared_secret", "Shopify", "saas", "Shopify app shared secret: shpss_ + 32 hex")
def _(r):
    return "shpss_" + rs(r, HEXL, 32)


@add("easypost_api_key", "EasyPost", "saas", "EasyPost production API key: EZAK + 54 alnum (gitleaks easypost-api-token)")
def _(r):
    return "EZAK" + rs(r, ALNUM, 54)


@add("easypost_test_api_key", "EasyPost", "saas", "EasyPost test API key: EZTK + 54 alnum")
def _(r):
    return "EZTK" + rs(r, ALNUM, 54)


@add("shippo_live_token", "Shippo", "saas", "Shippo live API token: shippo_live_ + 40 hex (gitleaks shippo-api-token)")
def _(r):
    return "shippo_live_" + rs(r, HEXL, 40)


@add("duffel_live_token", "Duffel", "saas", "Duffel live access token: duffel_live_ + 43 [A-Za-z0-9_=-] (gitleaks duffel-api-token)")
def _(r):
    return "duffel_live_" + rs(r, B64U, 43)


@add("readme_api_key", "ReadMe", "saas", "ReadMe API key: rdme_ + 70 [a-z0-9] (gitleaks readme-api-token)")
def _(r):
    return "rdme_" + rs(r, LOALNUM, 70)


@add("frameio_api_token", "Frame.io", "saas", "Frame.io developer token: fio-u- + 64 [A-Za-z0-9_=-] (gitleaks frameio-api-token)")
def _(r):
    return "fio-u-" + rs(r, B64U, 64)


@add("maxmind_license_key", "MaxMind", "saas", "MaxMind license key (2024+): 6 alnum + _ + 29 alnum + _mmk (40 chars; gitleaks maxmind-license-key)")
def _(r):
    return rs(r, ALNUM, 6) + "_" + rs(r, ALNUM, 29) + "_mmk"


@add("twitter_bearer_token", "X (Twitter)", "saas",
     "X/Twitter app-only bearer token: url-safe-encoded base64 of zero-padded binary: 21 A + [A-P] + 3 + AAAAAAA + 24-char base64 with %2B/%2F/%3D + 50 alnum (~112 chars)")
def _(r):
    mid = urllib.parse.quote(b64(rb(r, 17)), safe="")  # 24 b64 chars, '=' -> %3D
    return "A" * 21 + r.choice("ABCDEFGHIJKLMNOP") + rs(r, ALNUM, 3) + "AAAAAAA" + mid + rs(r, ALNUM, 50)


@add("twitter_api_secret", "X (Twitter)", "saas", "X/Twitter API key secret (consumer secret): 50 alnum (gitleaks twitter-api-secret)")
def _(r):
    return rs(r, ALNUM, 50)


@add("twitter_access_token", "X (Twitter)", "saas", "X/Twitter user access token: <numeric user id>-<40 alnum> (gitleaks twitter-access-token)")
def _(r):
    return "%d-%s" % (r.randint(10 ** 17, 1_900_000_000_000_000_000), rs(r, ALNUM, 40))


@add("facebook_access_token", "Meta (Facebook)", "saas", "Meta Graph API user/page access token: EAA + app-type letter + 150-230 alnum")
def _(r):
    return "EAA" + r.choice("BGJIM") + rs(r, ALNUM, r.randint(150, 230))


@add("facebook_app_secret", "Meta (Facebook)", "saas", "Meta app secret: 32 lowercase hex (FACEBOOK_APP_SECRET context; gitleaks facebook-secret)")
def _(r):
    return rs(r, HEXL, 32)


@add("instagram_access_token", "Meta (Instagram)", "saas", "Instagram Basic Display / Graph user token: IGQVJ + ~180-220 [A-Za-z0-9_-]")
def _(r):
    return "IGQVJ" + rs(r, B64U, r.randint(180, 220))


@add("linkedin_client_secret", "LinkedIn", "saas", "LinkedIn OAuth client secret: 16 alnum (LINKEDIN_CLIENT_SECRET context; gitleaks linkedin-client-secret)")
def _(r):
    return rs(r, ALNUM, 16)


@add("twitch_access_token", "Twitch", "saas", "Twitch OAuth access token: 30 [a-z0-9] (TWITCH_ACCESS_TOKEN context; gitleaks twitch-api-token)")
def _(r):
    return rs(r, LOALNUM, 30)


@add("twitch_chat_oauth_token", "Twitch", "saas", "Twitch chat (IRC) token as tools print it: oauth: + 30 [a-z0-9]")
def _(r):
    return "oauth:" + rs(r, LOALNUM, 30)


@add("unity_serial", "Unity", "saas", "Unity license serial number: E3|SC|U3|E4 + - + 5 groups of 4 [A-Z0-9]")
def _(r):
    return r.choice(["E3", "SC", "U3", "E4"]) + "".join("-" + rs(r, string.ascii_uppercase + string.digits, 4) for _ in range(5))


@add("zendesk_api_token", "Zendesk", "saas", "Zendesk API token: 40 alnum (ZENDESK_API_TOKEN context)")
def _(r):
    return rs(r, ALNUM, 40)


@add("intercom_access_token", "Intercom", "saas", "Intercom access token: base64('tok:<uuid with _>:1:0') = dG9rOj... 60 chars")
def _(r):
    return b64(("tok:%s:1:0" % ruuid(r).replace("-", "_")).encode())


@add("algolia_admin_api_key", "Algolia", "saas", "Algolia admin API key: 32 lowercase hex (ALGOLIA_ADMIN_KEY context; search-only keys are public)")
def _(r):
    return rs(r, HEXL, 32)


@add("launchdarkly_sdk_key", "LaunchDarkly", "saas", "LaunchDarkly server-side SDK key: sdk- + UUID")
def _(r):
    return "sdk-" + ruuid(r)


@add("launchdarkly_api_token", "LaunchDarkly", "saas", "LaunchDarkly REST API access token: api- + UUID")
def _(r):
    return "api-" + ruuid(r)


@add("trello_api_token", "Atlassian Trello", "saas", "Trello user token (current): ATTA + 64 hex + 8 uppercase hex checksum (76 chars)")
def _(r):
    return "ATTA" + rs(r, HEXL, 64) + rs(r, HEXU, 8)


@add("adobe_client_secret", "Adobe", "saas", "Adobe Developer Console OAuth client secret: p8e- + 32 alnum (gitleaks adobe-client-secret)")
def _(r):
    return "p8e-" + rs(r, ALNUM, 32)


@add("woocommerce_consumer_secret", "WooCommerce", "saas", "WooCommerce REST API consumer secret: cs_ + 40 hex")
def _(r):
    return "cs_" + rs(r, HEXL, 40)


@add("cloudinary_url", "Cloudinary", "saas", "Cloudinary URL with API secret: cloudinary://<15 digit key>:<27 char secret>@<cloud name>")
def _(r):
    return "cloudinary://%s:%s@%s" % (rs(r, DG, 15), rs(r, B64U, 27), name(r).replace("-", "") + rs(r, LOALNUM, 3))


@add("lob_api_key", "Lob", "saas", "Lob live secret API key: live_ + 35 hex (gitleaks lob-api-key)")
def _(r):
    return "live_" + rs(r, HEXL, 35)


@add("webflow_api_token", "Webflow", "saas", "Webflow API token: 64 lowercase hex (WEBFLOW_API_TOKEN context)")
def _(r):
    return rs(r, HEXL, 64)


@add("spotify_client_secret", "Spotify", "saas", "Spotify Web API client secret: 32 lowercase hex (SPOTIFY_CLIENT_SECRET context)")
def _(r):
    return rs(r, HEXL, 32)


@add("monday_api_token", "monday.com", "saas", "monday.com API token: HS256 JWT {tid,aai,uid,iad,per:me:write,actid,rgn}")
def _(r):
    return jwt(r, {"alg": "HS256"}, {
        "tid": r.randint(100000000, 599999999), "aai": r.randint(11, 99), "uid": r.randint(10000000, 79999999),
        "iad": "20%02d-%02d-%02dT%02d:%02d:%02d.000Z" % (r.randint(22, 25), r.randint(1, 12), r.randint(1, 28),
                                                       r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
        "per": "me:write", "actid": r.randint(1000000, 39999999), "rgn": r.choice(["use1", "euc1", "apse2"])})


# -------------------------------------------------------------- crypto
def _bip32(r, version):
    payload = version + bytes([0]) + b"\0\0\0\0" + b"\0\0\0\0" + rb(r, 32) + b"\0" + rb(r, 32)
    return b58check(payload)


@add("bip32_xprv", "Bitcoin (BIP32)", "crypto", "BIP32 extended private key (mainnet): base58check, version 0x0488ADE4 => xprv..., 111 chars")
def _(r):
    return _bip32(r, bytes.fromhex("0488ADE4"))


@add("bip32_tprv", "Bitcoin (BIP32)", "crypto", "BIP32 extended private key (testnet): base58check, version 0x04358394 => tprv..., 111 chars")
def _(r):
    return _bip32(r, bytes.fromhex("04358394"))


@add("bitcoin_wif_private_key", "Bitcoin", "crypto", "Bitcoin WIF private key: base58check(0x80 + 32-byte key [+ 0x01]) => 5... (51) or K.../L... (52)")
def _(r):
    return b58check(b"\x80" + rb(r, 32) + (b"\x01" if r.random() < 0.7 else b""))


@add("ethereum_private_key", "Ethereum", "crypto", "Ethereum/EVM private key: 0x + 64 hex (PRIVATE_KEY / DEPLOYER_PRIVATE_KEY context)")
def _(r):
    return "0x" + rs(r, HEXL, 64)


@add("nostr_nsec", "Nostr", "crypto", "Nostr private key: bech32 nsec1 + 58 chars (NIP-19, with bech32 checksum)")
def _(r):
    return bech32_encode("nsec", rb(r, 32))


@add("solana_private_key", "Solana", "crypto", "Solana keypair secret: base58 of 64 bytes (87-88 chars) (SOLANA_PRIVATE_KEY context)")
def _(r):
    return b58encode(rb(r, 64))


@add("age_secret_key", "age", "crypto", "age X25519 identity: AGE-SECRET-KEY-1 + 58 uppercase bech32 chars (with bech32 checksum) (gitleaks age-secret-key)")
def _(r):
    return bech32_encode("age-secret-key-", rb(r, 32)).upper()


@add("binance_api_secret", "Binance", "crypto", "Binance API secret key: 64 alnum (BINANCE_API_SECRET context)")
def _(r):
    return rs(r, ALNUM, 64)


@add("kraken_private_key", "Kraken", "crypto", "Kraken API private key: base64 of 64 bytes (88 chars ending ==) (KRAKEN_PRIVATE_KEY context)")
def _(r):
    return b64(rb(r, 64))


@add("alchemy_api_key", "Alchemy", "crypto", "Alchemy API key: 32 [A-Za-z0-9_-] (ALCHEMY_API_KEY context)")
def _(r):
    return rs(r, B64U, 32)


@add("infura_api_key_secret", "Infura", "crypto", "Infura API key secret: 32 lowercase hex (INFURA_API_KEY_SECRET context)")
def _(r):
    return rs(r, HEXL, 32)


@add("etherscan_api_key", "Etherscan", "crypto", "Etherscan API key: 34 [A-Z0-9] (ETHERSCAN_API_KEY context)")
def _(r):
    return rs(r, UPALNUM, 34)


# --------------------------------------------------------------- other
@add("zapier_webhook_url", "Zapier", "other", "Zapier catch hook URL: https://hooks.zapier.com/hooks/catch/<account id>/<hook id>/")
def _(r):
    return "https://hooks.zapier.com/hooks/catch/%d/%s/" % (r.randint(1000000, 29999999), rs(r, LOALNUM, r.randint(6, 7)))


@add("ifttt_webhook_key_url", "IFTTT", "other", "IFTTT Webhooks (Maker) URL with key: https://maker.ifttt.com/trigger/<event>/with/key/<22 [A-Za-z0-9_-]>")
def _(r):
    return "https://maker.ifttt.com/trigger/%s/with/key/%s" % (r.choice(["door_open", "deploy_done", "build_failed"]), rs(r, B64U, 22))


@add("url_with_basic_auth", "generic", "other", "URL with embedded user:password credentials (https://user:pass@host/...)")
def _(r):
    return "https://%s:%s@%s.%s.io/%s" % (r.choice(["deploy", "ci", "admin", user(r)]), rs(r, ALNUM, 20),
                                         r.choice(["registry", "nexus", "git", "artifacts"]), name(r), r.choice(["", "repository/maven-releases/", "api/v1/"]))


@add("sidekiq_enterprise_credentials", "Contributed Systems (Sidekiq)", "package_registry",
     "Sidekiq Pro/Enterprise gem server credentials: 8 hex : 8 hex (BUNDLE_GEMS__CONTRIBSYS__COM; gitleaks sidekiq-secret)")
def _(r):
    return rs(r, HEXL, 8) + ":" + rs(r, HEXL, 8)


@add("kubernetes_service_account_token", "Kubernetes", "cloud",
     "Kubernetes legacy service account token: RS256 JWT with iss kubernetes/serviceaccount and sub system:serviceaccount:<ns>:<name>")
def _(r):
    ns = r.choice(["default", "kube-system", "ci", "monitoring"])
    sa = r.choice(["deployer", "argocd-manager", "gitlab-runner", "prometheus"])
    return jwt(r, {"alg": "RS256", "kid": b64u(rb(r, 32))}, {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": ns,
        "kubernetes.io/serviceaccount/secret.name": "%s-token-%s" % (sa, rs(r, "bcdfghjklmnpqrstvwxz2456789", 5)),
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": ruuid(r),
        "sub": "system:serviceaccount:%s:%s" % (ns, sa)}, 256)


@add("coinbase_cdp_api_key_secret", "Coinbase Developer Platform", "crypto", "Coinbase CDP Ed25519 API key secret: base64 of 64 bytes (88 chars ending ==) (CDP_API_KEY_SECRET context)")
def _(r):
    return b64(rb(r, 64))




# ======================================================================
def build():
    seen_formats = set()
    rows = []
    all_secrets = set()
    bad_substrings = ["xxxx", "XXXX", "EXAMPLE", "example", "1234567890", "abcdefghij"]
    for fmt, provider, family, gen, note in FORMATS:
        assert fmt not in seen_formats, "duplicate format " + fmt
        assert family in FAMILIES, (fmt, family)
        assert fmt == fmt.lower() and " " not in fmt, fmt
        seen_formats.add(fmt)
        vals = []
        attempt = 0
        while len(vals) < EXAMPLES_PER_FORMAT:
            r = random.Random("%s:%s:%d" % (SEED, fmt, attempt))
            attempt += 1
            assert attempt < 50, fmt
            v = gen(r)
            if any(b in v for b in bad_substrings):
                continue
            if v in vals or v in all_secrets:
                continue
            vals.append(v)
        for v in vals:
            for field in (fmt, provider, family, v, note):
                assert "\t" not in field and "\n" not in field and "\r" not in field, (fmt, field)
            all_secrets.add(v)
            rows.append((fmt, provider, family, v, note))
    return rows


def main():
    rows = build()
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "formats.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("format\tprovider\tfamily\tsecret\tnote\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    fams = {}
    for fmt, _p, fam, _g, _n in FORMATS:
        fams[fam] = fams.get(fam, 0) + 1
    sys.stderr.write("wrote %d rows, %d formats -> %s\n" % (len(rows), len(FORMATS), out))
    sys.stderr.write("families: %s\n" % json.dumps(dict(sorted(fams.items()))))


if __name__ == "__main__":
    main()
