#!/usr/bin/env python3
"""Deterministic generator for structural.tsv (recall corpus, secrets by
structure/context) and benign.txt (false-positive corpus).

Run:  python3 make_structural_benign.py
It rewrites structural.tsv and benign.txt next to itself.  It never touches
formats.tsv.  All randomness comes from random.Random seeded with SEED, so the
output is byte-identical on every run.  All secret material is random
(no real credentials); the shapes follow published formats (PEM/DER, OpenSSH
key format, OpenPGP armor, RFC 7519 JWT, crypt(3)/bcrypt/argon2/PHC strings,
hashcat Kerberos formats, pwdump) and everyday config/CLI/HTTP syntax.
"""
import base64
import json
import os
import random
import string
import struct
import sys
import urllib.parse

SEED = 20241130
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = '0123456789abcdef'
B64URL_CH = ALNUM + '-_'
CRYPT = './' + string.digits + string.ascii_uppercase + string.ascii_lowercase
B32 = string.ascii_uppercase + '234567'


def rs(n, alpha=ALNUM):
    return ''.join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip('=')


def ab64(n):  # passlib "adapted base64": '.' instead of '+', no padding
    return b64(n).rstrip('=').replace('+', '.')


def digits(n):
    return rs(n, string.digits)


# ---------------------------------------------------------------------------
# password material
HUMAN = [
    'p@ss;w0rd!', 'Tr0ub4dor&3', 'hunter2hunter2', 'S3cr3t!2024', 'Winter2023!',
    'Qx7#mP2v$Lk9', 'Grüße2024!', 'Пароль_Зима2024', '密码Secure#9', 'Ñandú-2023*',
    'Pa$$w0rd123', 'letMeIn!42', 'Sup3r$ecretP@ss', 'zaq1@WSX3edc', 'admin#2024Db',
    'Ch@ngeMe_Now7', 'r00t!Toor', 'Sommer#2024', 'M0nkey$Banana', 'Fj3!kq9Z-2b',
    'blue.Whale.77', 'd8f!Kp2@xQ', 'Ilovemycat<3', 'Passw0rd!', 'Str0ngP@ssw0rd%',
    'Xy9$wLmQ3#tR', 'Q1w2e3r4!', 'G3h31m!sT', 'mot2passe€Fort', 'contraseña_Segura9',
    'パスワード2024!', '비밀번호Secure1', 'kennwort^Berlin8', 'sn0wfl4ke~22',
    'Bxv7*Lq2&Zt', 'T!ger_Lily_1999', '8xR=vN4q+Jw', '~Ksl9(2mQ)p', 'dragon-fly-88',
    'Autumn_Leaves_2022', 'k4ng4r00!', 'Mustang#1967', 'orange42Juice', 'Z0mbie?Walk',
    'pr0d-db-2024', 'Velvet*Rain9', 'n3wY0rk!2025', 'Crimson&Clover7', 'tacoTuesday$5',
]
PHRASES = [
    'correct horse battery staple', 'my dog has fleas 42', 'blue Monday at 9am!',
    'open sesame 2024', 'the quick brown fox 7', 'Grüße aus München 2024',
    'tout va bien ce soir!', 'pink elephants dance at dawn', 'Le chat noir 1984',
    'saddle river glass 31', 'purple monkey dishwasher', 'winter is coming 2025',
    'seven lazy otters swim', 'rain on the red roof 88', 'tea time at four',
    'café con leche 2023', 'lost in the 90s again', 'never gonna give up #1',
]
WORDS = ['Falcon', 'harbor', 'Quartz', 'meadow', 'Rocket', 'violet', 'Tundra', 'pepper',
         'Nimbus', 'garnet', 'Walrus', 'saffron', 'Copper', 'lantern', 'Bishop', 'mosaic']
SYM = '!@#$%^&*-_=+.?~'


def gen_pw():
    k = R.random()
    if k < 0.45:
        return R.choice(HUMAN)
    if k < 0.75:
        return R.choice(WORDS) + R.choice(SYM) + digits(R.randint(2, 4)) + R.choice(WORDS).lower()
    return rs(R.randint(12, 20), ALNUM + SYM)


# forbidden-character sets per context
SH_UNQ = ' \'"`$\\;&|<>()!*?~#{}[]^%='
SH_DQ = '"\\`$!'
SQ = "'\\"
JSON_DQ = '"\\'
YAML_PLAIN = ' :#\'"{}[],&*!|>%@`?-'
INI_UNQ = ' ;#"\'=\\'
CONN_UNQ = ';="\' {}'
XML_ATTR = '<>&"\''
CMD = ' "&|<>^%()!'
URL_UI = ':@/?#%[]& +;=\'"<>\\^`{}|~'


def pw(forbid='', ascii_only=False, spaces=False):
    while True:
        v = R.choice(PHRASES) if spaces else gen_pw()
        if any(c in forbid for c in v):
            continue
        if ascii_only and not v.isascii():
            continue
        if not spaces and ' ' in v:
            continue
        return v


def phrase(forbid=''):
    return pw(forbid, spaces=True)


def tok(n=None):
    return rs(n or R.choice([24, 32, 40, 48]), ALNUM)


def tok_url(n=None):
    return rs(n or R.choice([32, 43, 64]), B64URL_CH)


# ---------------------------------------------------------------------------
# DER / PEM helpers (random content inside realistic ASN.1 structure)
def _len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([0x80 | len(b)]) + b


def tlv(t, c):
    return bytes([t]) + _len(len(c)) + c


def seq(*cs):
    return tlv(0x30, b''.join(cs))


def int_small(v):
    return tlv(0x02, v.to_bytes(max(1, (v.bit_length() + 8) // 8), 'big'))


def int_rand(nbytes):
    b = bytearray(rbytes(nbytes))
    b[0] |= 0x80
    return tlv(0x02, b'\x00' + bytes(b))


def octet(c):
    return tlv(0x04, c)


def oid(h):
    return tlv(0x06, bytes.fromhex(h))


NULL = b'\x05\x00'
OID_RSA = '2a864886f70d010101'
OID_EC = '2a8648ce3d0201'
OID_P384 = '2b81040022'
OID_P521 = '2b81040023'
OID_PBES2 = '2a864886f70d01050d'
OID_PBKDF2 = '2a864886f70d01050c'
OID_HMAC256 = '2a864886f70d0209'
OID_AES256CBC = '60864801650304012a'


def der_rsa_pkcs1(bits):
    n = bits // 8
    h = n // 2
    return seq(int_small(0), int_rand(n), int_small(65537), int_rand(n),
               int_rand(h), int_rand(h), int_rand(h), int_rand(h), int_rand(h))


def der_rsa_pkcs8(bits):
    return seq(int_small(0), seq(oid(OID_RSA), NULL), octet(der_rsa_pkcs1(bits)))


def der_ec_sec1(curve):
    if curve == 'p384':
        d, q, o = 48, 96, OID_P384
    else:
        d, q, o = 66, 132, OID_P521
    return seq(int_small(1), octet(rbytes(d)), tlv(0xa0, oid(o)),
               tlv(0xa1, tlv(0x03, b'\x00\x04' + rbytes(q))))


def der_ec_pkcs8_p384():
    inner = seq(int_small(1), octet(rbytes(48)), tlv(0xa1, tlv(0x03, b'\x00\x04' + rbytes(96))))
    return seq(int_small(0), seq(oid(OID_EC), oid(OID_P384)), octet(inner))


def der_dsa():
    return seq(int_small(0), int_rand(128), int_rand(20), int_rand(128), int_rand(128), int_rand(20))


def der_encrypted_pkcs8(payload_len):
    alg = seq(oid(OID_PBES2), seq(
        seq(oid(OID_PBKDF2), seq(octet(rbytes(8)), int_small(2048), seq(oid(OID_HMAC256), NULL))),
        seq(oid(OID_AES256CBC), octet(rbytes(16)))))
    return seq(alg, octet(rbytes(payload_len)))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem(label, der, sep, width=64, headers=None):
    body = base64.b64encode(der).decode()
    lines = ['-----BEGIN %s-----' % label]
    if headers:
        lines += headers + ['']
    lines += wrap(body, width)
    lines.append('-----END %s-----' % label)
    return sep.join(lines)


def sshstr(b):
    return struct.pack('>I', len(b)) + b


def openssh_key(kind, comment, encrypted, sep):
    if kind == 'ed25519':
        pub = rbytes(32)
        pubblob = sshstr(b'ssh-ed25519') + sshstr(pub)
        privcore = sshstr(b'ssh-ed25519') + sshstr(pub) + sshstr(rbytes(32) + pub)
    else:  # ecdsa p256
        q = b'\x04' + rbytes(64)
        pubblob = sshstr(b'ecdsa-sha2-nistp256') + sshstr(b'nistp256') + sshstr(q)
        privcore = sshstr(b'ecdsa-sha2-nistp256') + sshstr(b'nistp256') + sshstr(q) + sshstr(b'\x00' + rbytes(32))
    chk = rbytes(4)
    priv = chk + chk + privcore + sshstr(comment.encode())
    blk = 16 if encrypted else 8
    i = 1
    while len(priv) % blk:
        priv += bytes([i])
        i += 1
    if encrypted:
        cipher, kdf, kdfopts = b'aes256-ctr', b'bcrypt', sshstr(rbytes(16)) + struct.pack('>I', 16)
        priv = rbytes(len(priv))  # ciphertext
    else:
        cipher, kdf, kdfopts = b'none', b'none', b''
    blob = (b'openssh-key-v1\x00' + sshstr(cipher) + sshstr(kdf) + sshstr(kdfopts)
            + struct.pack('>I', 1) + sshstr(pubblob) + sshstr(priv))
    body = base64.b64encode(blob).decode()
    return sep.join(['-----BEGIN OPENSSH PRIVATE KEY-----'] + wrap(body, 70)
                    + ['-----END OPENSSH PRIVATE KEY-----'])


def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_private(uid, big, sep):
    ts = struct.pack('>I', R.randint(1600000000, 1730000000))
    if big:  # RSA secret key packet, old-format tag 5, 2-byte length
        body = b'\x04' + ts + b'\x01' + rbytes(R.randint(700, 900))
        pkt = bytes([0x95]) + struct.pack('>H', len(body)) + body
    else:  # EdDSA (algo 22)
        body = b'\x04' + ts + b'\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40' + rbytes(32) + b'\x00' + rbytes(36)
        pkt = bytes([0x94, len(body)]) + body
    u = uid.encode()
    pkt += bytes([0xb4, len(u)]) + u
    sig = b'\x04\x13\x16\x0a' + rbytes(R.randint(120, 150))
    pkt += bytes([0x88, len(sig)]) + sig
    sub = b'\x04' + ts + b'\x12' + rbytes(R.randint(90, 110))
    pkt += bytes([0x9c, len(sub)]) + sub
    body64 = base64.b64encode(pkt).decode()
    c = base64.b64encode(struct.pack('>I', crc24(pkt))[1:]).decode()
    return sep.join(['-----BEGIN PGP PRIVATE KEY BLOCK-----', ''] + wrap(body64, 64)
                    + ['=' + c, '-----END PGP PRIVATE KEY BLOCK-----'])


# ---------------------------------------------------------------------------
# JWT
def _seg(d):
    return base64.urlsafe_b64encode(json.dumps(d, separators=(',', ':')).encode()).decode().rstrip('=')


FIRST = ['jane', 'li', 'omar', 'sofia', 'kenji', 'amara', 'lukas', 'priya', 'mateo', 'chloe']
LAST = ['doe', 'wei', 'haddad', 'rossi', 'tanaka', 'okafor', 'schmidt', 'patel', 'garcia', 'martin']


def jwt():
    now = R.randint(1730000000, 1735000000)
    alg = R.choice(['HS256', 'RS256', 'RS256', 'ES256', 'HS512'])
    hdr = {'alg': alg, 'typ': 'JWT'}
    if alg.startswith(('RS', 'ES')):
        hdr['kid'] = R.choice([hx(40), tok_url(43), rs(8, LOWER_ALNUM)])
    who = R.choice(FIRST) + '.' + R.choice(LAST)
    k = R.randrange(5)
    if k == 0:
        p = {'sub': digits(10), 'name': who.replace('.', ' ').title(), 'iat': now}
    elif k == 1:
        p = {'iss': 'https://accounts.google.com', 'azp': digits(12) + '-' + rs(32, LOWER_ALNUM) + '.apps.googleusercontent.com',
             'aud': digits(12) + '-' + rs(32, LOWER_ALNUM) + '.apps.googleusercontent.com', 'sub': digits(21),
             'email': who + '@example.com', 'email_verified': True, 'iat': now, 'exp': now + 3600}
    elif k == 2:
        tid = '%s-%s-%s-%s-%s' % (hx(8), hx(4), hx(4), hx(4), hx(12))
        p = {'aud': 'api://' + '%s-%s-%s-%s-%s' % (hx(8), hx(4), hx(4), hx(4), hx(12)),
             'iss': 'https://login.microsoftonline.com/%s/v2.0' % tid, 'iat': now, 'nbf': now, 'exp': now + 4500,
             'name': who.title(), 'oid': '%s-%s-%s-%s-%s' % (hx(8), hx(4), hx(4), hx(4), hx(12)),
             'preferred_username': who + '@contoso.com', 'scp': 'User.Read', 'tid': tid, 'ver': '2.0'}
    elif k == 3:
        p = {'aud': 'authenticated', 'exp': now + 3600, 'sub': '%s-%s-%s-%s-%s' % (hx(8), hx(4), hx(4), hx(4), hx(12)),
             'email': who + '@example.org', 'role': 'authenticated', 'session_id': '%s-%s-%s-%s-%s' % (hx(8), hx(4), hx(4), hx(4), hx(12))}
    else:
        p = {'iss': 'https://%s.auth0.com/' % R.choice(['acme', 'contoso-dev', 'shopfront']), 'sub': 'auth0|' + hx(24),
             'aud': ['https://api.example.com', 'https://acme.auth0.com/userinfo'], 'iat': now, 'exp': now + 86400,
             'scope': 'openid profile email', 'azp': rs(32)}
    siglen = {'HS256': 32, 'HS512': 64, 'RS256': 256, 'ES256': 64}[alg]
    return _seg(hdr) + '.' + _seg(p) + '.' + b64u(siglen)


# ---------------------------------------------------------------------------
# password hashes
def h_md5crypt():
    return '$1$' + rs(8, CRYPT) + '$' + rs(22, CRYPT)


def h_apr1():
    return '$apr1$' + rs(8, CRYPT) + '$' + rs(22, CRYPT)


def h_sha256crypt():
    r = R.choice(['', 'rounds=5000$', 'rounds=656000$'])
    return '$5$' + r + rs(16, CRYPT) + '$' + rs(43, CRYPT)


def h_sha512crypt():
    return '$6$' + rs(R.choice([8, 16]), CRYPT) + '$' + rs(86, CRYPT)


def h_bcrypt(v=None, cost=None):
    return '$%s$%02d$' % (v or R.choice(['2a', '2b', '2y']), cost or R.choice([10, 11, 12, 13])) + rs(53, CRYPT)


def h_yescrypt():
    return '$y$j9T$' + rs(R.choice([22, 24]), CRYPT) + '$' + rs(43, CRYPT)


def h_argon2(variant='argon2id'):
    m, t, p = R.choice([(65536, 3, 4), (19456, 2, 1), (65536, 2, 1), (47104, 1, 1)])
    return '$%s$v=19$m=%d,t=%d,p=%d$' % (variant, m, t, p) + b64(16).rstrip('=') + '$' + b64(32).rstrip('=')


def h_pbkdf2_passlib(alg='sha256'):
    return '$pbkdf2-%s$%d$' % (alg, R.choice([29000, 200000, 600000])) + ab64(16) + '$' + ab64(32 if alg == 'sha256' else 64)


def h_django():
    return 'pbkdf2_sha256$%d$' % R.choice([260000, 390000, 600000, 870000]) + rs(22) + '$' + b64(32)


def h_krb5tgs(user, realm, spn):
    return '$krb5tgs$23$*%s$%s$%s*$' % (user, realm, spn) + hx(32) + '$' + hx(R.randint(300, 600) * 2)


def h_krb5asrep(user, realm):
    return '$krb5asrep$23$%s@%s:' % (user, realm) + hx(32) + '$' + hx(R.randint(110, 180) * 2)


def h_ntlm():
    lm = R.choice(['aad3b435b51404eeaad3b435b51404ee', hx(32)])
    return lm + ':' + hx(32)


def h_phpass():
    return '$P$B' + rs(31, CRYPT)


def h_drupal7():
    return '$S$E' + rs(51, CRYPT)


def h_mysql():
    return '*' + hx(40).upper()


def h_ssha():
    return '{SSHA}' + b64(24)


def h_scram():
    return 'SCRAM-SHA-256$4096:' + b64(16) + '$' + b64(32) + ':' + b64(32)


def h_cisco9():
    return '$9$' + rs(14, CRYPT) + '$' + rs(43, CRYPT)


def h_grub():
    return 'grub.pbkdf2.sha512.10000.' + hx(128).upper() + '.' + hx(128).upper()


def uuid4():
    h = hx(32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:32])


# ---------------------------------------------------------------------------
ROWS = []


def add(kind, tpl, secret):
    assert '«S»' in tpl, tpl
    ROWS.append((kind, tpl.replace('«S»', secret), secret))


def basic(user, p):
    return base64.b64encode(('%s:%s' % (user, p)).encode()).decode()


def build_structural():
    global R
    R = random.Random(SEED)
    ROWS.clear()

    # ---------------- assignment_env
    K = 'assignment_env'
    add(K, 'DB_PASSWORD=«S»', pw(SH_UNQ))
    add(K, 'DB_PASSWORD=«S»', pw(SH_UNQ))
    add(K, 'export API_KEY="«S»"', tok(32))
    add(K, 'export API_KEY="«S»"', tok_url(40))
    add(K, 'set SECRET=«S»', pw(CMD))
    add(K, 'set SECRET=«S»', pw(CMD))
    add(K, 'set "DB_PASSWORD=«S»"', phrase(CMD.replace(' ', '')))
    add(K, 'export DB_PASSWORD="«S»"', phrase(SH_DQ))
    add(K, 'export MAIL_PASSWORD="«S»"', 'correct horse battery staple')
    add(K, "export SMTP_PASSWORD='«S»'", phrase(SQ))
    add(K, "GRAFANA_ADMIN_PASSWORD='«S»'", phrase(SQ))
    add(K, "POSTGRES_PASSWORD='«S»'", 'p@ss;w0rd!')
    add(K, 'MYSQL_ROOT_PASSWORD=«S»', pw(SH_UNQ))
    add(K, 'REDIS_PASSWORD="«S»"', pw(SH_DQ))
    add(K, 'export AWS_SECRET_ACCESS_KEY=«S»', rs(40, ALNUM + '+/'))
    add(K, 'AWS_SECRET_ACCESS_KEY="«S»"', rs(40, ALNUM + '+/'))
    add(K, 'JWT_SECRET=«S»', hx(64))
    add(K, 'SECRET_KEY_BASE=«S»', hx(128))
    add(K, "DJANGO_SECRET_KEY='«S»'", rs(50, string.ascii_lowercase + string.digits + '!@#%^&*(-_=+)'))
    add(K, 'APP_KEY=«S»', 'base64:' + b64(32))
    add(K, 'env DB_PASS=«S» ./bin/migrate --up', pw(SH_UNQ))
    add(K, '$env:AZURE_CLIENT_SECRET = "«S»"', rs(3, ALNUM) + '8Q~' + rs(34, ALNUM + '~._-'))
    add(K, '$Env:GITHUB_TOKEN="«S»"', 'ghp_' + rs(36))
    add(K, 'setx OPENAI_API_KEY "«S»"', tok(48))
    add(K, 'set -gx API_TOKEN «S»', tok(40))
    add(K, 'setenv DB_PASSWORD «S»', pw(SH_UNQ))
    add(K, 'declare -x DB_PASSWORD="«S»"', pw(SH_DQ))
    add(K, 'docker run -d -e POSTGRES_PASSWORD=«S» -p 5432:5432 postgres:16', pw(SH_UNQ))
    add(K, '      - MYSQL_PASSWORD=«S»', pw(SH_UNQ + ':'))
    add(K, 'DB_PASSWORD = "«S»"', pw(SH_DQ))
    add(K, 'ｐａｓｓｗｏｒｄ＝«S»', 'hunter2hunter2')
    add(K, 'ＤＢ＿ＰＡＳＳＷＯＲＤ＝«S»', pw(SH_UNQ))
    add(K, 'ADMIN_PASSWORD=«S»', 'Grüße2024!')
    add(K, 'export VAULT_TOKEN=«S»', 'hvs.' + rs(90, ALNUM + '_-'))
    add(K, 'heroku config:set STRIPE_WEBHOOK_SECRET=«S» -a shop-prod', 'whsec_' + rs(32))
    add(K, 'PGPASSWORD=«S» psql -h db.internal -U app app_production', pw(SH_UNQ))
    add(K, 'SENTRY_AUTH_TOKEN=«S»', hx(64))
    add(K, 'ENCRYPTION_KEY=«S»', b64(32))
    add(K, 'NPM_TOKEN=«S»', 'npm_' + rs(36))
    add(K, 'INFO  loaded env: DB_HOST=db.internal DB_USER=app DB_PASSWORD=«S» DB_NAME=orders', pw(SH_UNQ))
    add(K, 'KEYCLOAK_ADMIN_PASSWORD=«S»', pw(SH_UNQ))
    add(K, 'RABBITMQ_DEFAULT_PASS=«S»', pw(SH_UNQ))
    add(K, 'export dbPassword=«S»', pw(SH_UNQ))
    add(K, 'SPRING_DATASOURCE_PASSWORD=«S»', pw(SH_UNQ))
    add(K, 'export GITLAB_TOKEN=«S»', 'glpat-' + rs(20, B64URL_CH))

    # ---------------- assignment_yaml
    K = 'assignment_yaml'
    add(K, 'password: «S»', pw(YAML_PLAIN))
    add(K, 'password: «S»', 'Tr0ub4dor&3')
    add(K, 'client_secret: "«S»"', tok_url(40))
    add(K, 'client_secret: "«S»"', rs(40, ALNUM + '~._-'))
    add(K, "  password: '«S»'", phrase(SQ))
    add(K, '  password: "«S»"', phrase(JSON_DQ))
    add(K, 'database.password: «S»', pw(YAML_PLAIN))
    add(K, 'dbPassword: «S»', pw(YAML_PLAIN))
    add(K, 'db-password: "«S»"', pw(JSON_DQ))
    add(K, 'DB_PASSWORD: «S»', pw(YAML_PLAIN))
    add(K, 'password: "«S»"', ' hunter2hunter2')
    add(K, "password: '«S»'", ' Tr0ub4dor&3')
    add(K, 'password：«S»', 'hunter2hunter2')
    add(K, 'ｐａｓｓｗｏｒｄ：«S»', pw(YAML_PLAIN))
    add(K, '  password: «S»  # TODO move to vault', pw(YAML_PLAIN))
    add(K, 'secret: «S»', b64(32))
    add(K, 'api_key: «S»', hx(32))
    add(K, 'github_token: "«S»"', 'ghp_' + rs(36))
    add(K, 'smtp_password: «S»', pw(YAML_PLAIN))
    add(K, "admin_password: '«S»'", pw(SQ))
    add(K, '  - password: «S»', pw(YAML_PLAIN))
    add(K, 'credentials: {user: admin, password: «S»}', pw(YAML_PLAIN))
    add(K, 'aws_secret_access_key: «S»', rs(40, ALNUM + '+/'))
    add(K, 'access_token: «S»', tok_url(64))
    add(K, 'secretKey: «S»', hx(48))
    add(K, 'ansible_become_password: «S»', pw(YAML_PLAIN))
    add(K, 'ansible_ssh_pass: "«S»"', pw(JSON_DQ))
    add(K, '  password: «S»', base64.b64encode(pw().encode()).decode())
    add(K, 'stringData: {password: «S»}', pw(YAML_PLAIN))
    add(K, 'spring: {datasource: {url: "jdbc:postgresql://db:5432/app", username: app, password: «S»}}', pw(YAML_PLAIN))
    add(K, '    password: ${DB_PASSWORD:«S»}', pw(YAML_PLAIN))
    add(K, 'rootPassword: «S»', pw(YAML_PLAIN))
    add(K, 'auth: {username: elastic, password: «S»}', pw(YAML_PLAIN))
    add(K, 'bind_password: "«S»"', pw(JSON_DQ))
    add(K, 'master_password: «S»', pw(YAML_PLAIN))
    add(K, 'webhook_secret: «S»', hx(40))
    add(K, 'token: «S»', tok(40))
    add(K, 'apiKey: "«S»"', tok(32))
    add(K, 'password: «S»', 'Grüße2024!')
    add(K, '        db-password: «S»', pw(YAML_PLAIN))

    # ---------------- assignment_json
    K = 'assignment_json'
    add(K, '"password": "«S»"', pw(JSON_DQ))
    add(K, '"password": "«S»",', 'Tr0ub4dor&3')
    add(K, '{"api_key":"«S»","user":"bob"}', tok(32))
    add(K, '{"api_key":"«S»","user":"bob"}', hx(40))
    add(K, '"client_secret": "«S»",', tok_url(40))
    add(K, '{"username": "admin", "password": "«S»"}', 'correct horse battery staple')
    add(K, '{"username": "ops", "password": "«S»"}', phrase(JSON_DQ))
    add(K, '"dbPassword": "«S»",', pw(JSON_DQ))
    add(K, '"db-password": "«S»"', pw(JSON_DQ))
    add(K, '"DB_PASSWORD": "«S»"', pw(JSON_DQ))
    add(K, '"token": "«S»"', tok(40))
    add(K, '"accessToken": "«S»",', tok_url(64))
    add(K, '"refresh_token": "«S»",', tok_url(64))
    add(K, '"secret": "«S»"', b64(32))
    add(K, '"apiKey": "«S»"', tok(39))
    add(K, '"password": "«S»"', 'p@ss\\"w0rd!')
    add(K, '"password": "«S»"', 'Grüße2024!')
    add(K, '"password": "«S»"', ' hunter2hunter2')
    add(K, '{"database": {"host": "db.internal", "port": 5432, "password": "«S»"}}', pw(JSON_DQ))
    add(K, 'POST /api/login body={"email":"jane@example.com","password":"«S»"}', pw(JSON_DQ))
    add(K, '{"auths": {"registry.example.com": {"auth": "«S»"}}}', basic('deploy', pw(':')))
    add(K, '"smtp_pass":"«S»"', pw(JSON_DQ))
    add(K, '{"user":"svc-backup","pass":"«S»","host":"backup01"}', pw(JSON_DQ))
    add(K, '"secret_access_key": "«S»"', rs(40, ALNUM + '+/'))
    add(K, '"webhookSecret": "«S»"', hx(64))
    add(K, '"adminPassword": {"value": "«S»"}', pw(JSON_DQ))
    add(K, '{"grant_type":"password","username":"jdoe","password":"«S»"}', pw(JSON_DQ))
    add(K, '{"grant_type":"client_credentials","client_id":"%s","client_secret":"«S»"}' % uuid4(), tok_url(40))
    add(K, '"api-key": "«S»"', hx(32))
    add(K, '"Password":"«S»"', pw(JSON_DQ))
    add(K, '"encryptionKey": "«S»"', b64(32))
    add(K, '"signingSecret": "«S»"', hx(32))
    add(K, '  "credentials": {"username": "ci-bot", "password": "«S»"},', pw(JSON_DQ))

    # ---------------- assignment_ini_toml
    K = 'assignment_ini_toml'
    add(K, 'password = «S»', pw(INI_UNQ))
    add(K, 'password = «S»', 'p@ss;w0rd!'.replace(';', ':'))
    add(K, 'token = "«S»"', tok(40))
    add(K, 'token = "«S»"', tok_url(43))
    add(K, 'spring.datasource.password=«S»', pw(INI_UNQ))
    add(K, 'spring.datasource.password=«S»', 'Grüße2024!')
    add(K, 'db.password = «S»', pw(INI_UNQ))
    add(K, 'aws_secret_access_key = «S»', rs(40, ALNUM + '+/'))
    add(K, 'password="«S»"', pw(JSON_DQ))
    add(K, "secret = '«S»'", tok(32))
    add(K, 'api-key = "«S»"', hx(32))
    add(K, 'apiKey = «S»', tok(32))
    add(K, 'DB_PASSWORD = "«S»"', pw(JSON_DQ))
    add(K, 'pass=«S»', pw(INI_UNQ))
    add(K, 'password = «S»', 'pypi-AgEIcHlwaS5vcmcC' + rs(150, B64URL_CH))
    add(K, '//registry.npmjs.org/:_authToken=«S»', 'npm_' + rs(36))
    add(K, '_auth = «S»', basic('ci', pw(':')))
    add(K, 'smtp_pass = "«S»"', pw(JSON_DQ))
    add(K, 'rabbitmq.default_pass = «S»', pw(INI_UNQ))
    add(K, 'mail.smtp.password=«S»', pw(INI_UNQ))
    add(K, 'ldap.bind.password = «S»', pw(INI_UNQ))
    add(K, 'Password=«S»', pw(INI_UNQ))
    add(K, 'password = "«S»"', 'correct horse battery staple')
    add(K, "passphrase = '«S»'", phrase(SQ))
    add(K, 'quarkus.datasource.password=«S»', pw(INI_UNQ))
    add(K, 'hibernate.connection.password = «S»', pw(INI_UNQ))
    add(K, 'spring.mail.password=«S»', pw(INI_UNQ))
    add(K, 'app.security.jwt.secret=«S»', b64(48))
    add(K, 'db_password = "«S»"', pw(JSON_DQ))
    add(K, 'client_secret = "«S»"', tok_url(40))
    add(K, 'requirepass «S»', pw(INI_UNQ))
    add(K, 'masterauth «S»', pw(INI_UNQ))
    add(K, 'ｐａｓｓｗｏｒｄ = «S»', pw(INI_UNQ))
    add(K, 'db-password = «S»', pw(INI_UNQ))
    add(K, 'dbPassword = "«S»"', pw(JSON_DQ))
    add(K, 'machine api.github.com login octocat password «S»', 'ghp_' + rs(36))

    # ---------------- assignment_php (incl. Perl/Ruby '=>' styles)
    K = 'assignment_php'
    add(K, "'password' => '«S»',", pw(SQ))
    add(K, "'password' => '«S»',", 'Tr0ub4dor&3')
    add(K, "$db = ['password' => '«S»'];", pw(SQ))
    add(K, "$db = ['host' => '127.0.0.1', 'user' => 'shop', 'password' => '«S»'];", pw(SQ))
    add(K, '"password" => "«S»",', pw(SH_DQ))
    add(K, 'password => «S»', 'hunter2hunter2')
    add(K, 'password => «S»', pw(INI_UNQ + ','))
    add(K, "define('DB_PASSWORD', '«S»');", pw(SQ))
    add(K, "define( 'AUTH_KEY', '«S»' );", rs(64, ALNUM + '!#$%&()*+,-./:;<=>?@[]^_{|}~ '))
    add(K, "define( 'SECURE_AUTH_SALT', '«S»' );", rs(64, ALNUM + '!#$%&()*+,-./:;<=>?@[]^_{|}~ '))
    add(K, "$password = '«S»';", pw(SQ))
    add(K, '$config[\'db_pass\'] = "«S»";', pw(SH_DQ))
    add(K, "'api_key' => env('API_KEY', '«S»'),", tok(32))
    add(K, "$this->password = '«S»';", pw(SQ))
    add(K, "'secret' => \"«S»\",", phrase(SH_DQ))
    add(K, "'secret' => '«S»',", phrase(SQ))
    add(K, "$_ENV['DB_PASSWORD'] = '«S»';", pw(SQ))
    add(K, "$mail->Password = '«S»';", pw(SQ))
    add(K, '$dbpass = "«S»";', pw(SH_DQ))
    add(K, "$conn = mysqli_connect('localhost', 'root', '«S»', 'shop');", pw(SQ))
    add(K, "$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', '«S»');", pw(SQ))
    add(K, ':password => "«S»",', pw(SH_DQ))
    add(K, "my $password = '«S»';", pw(SQ))
    add(K, "%config = (user => 'deploy', password => '«S»');", pw(SQ))
    add(K, "'db_password' => '«S»',", 'Grüße2024!')
    add(K, "$cfg['Servers'][$i]['password'] = '«S»';", pw(SQ))
    add(K, "$secretKey = \"«S»\";", hx(64))
    add(K, "'client_secret' => '«S»',", tok_url(40))
    add(K, "$apiKey='«S»';", tok(32))
    add(K, "    'smtp_password'  =>  '«S»' ,", pw(SQ))

    # ---------------- assignment_go
    K = 'assignment_go'
    add(K, 'apiKey := "«S»"', tok(32))
    add(K, 'apiKey := "«S»"', hx(40))
    add(K, 'password := «S»', 'hunter2hunter2')
    add(K, 'password := «S»', pw(INI_UNQ))
    add(K, 'password := "«S»"', pw(JSON_DQ))
    add(K, 'const dbPassword = "«S»"', pw(JSON_DQ))
    add(K, 'var secretKey = []byte("«S»")', tok(32))
    add(K, '        Password: "«S»",', pw(JSON_DQ))
    add(K, 'os.Setenv("DB_PASSWORD", "«S»")', pw(JSON_DQ))
    add(K, 'apiKey := `«S»`', phrase('`'))
    add(K, 'passphrase := `«S»`', phrase('`'))
    add(K, 'cfg.Password = "«S»"', pw(JSON_DQ))
    add(K, 'auth := smtp.PlainAuth("", "alerts@example.com", "«S»", "smtp.gmail.com")', pw(JSON_DQ))
    add(K, 'var apiSecret string = "«S»"', hx(64))
    add(K, 'client := github.NewClient(nil).WithAuthToken("«S»")', 'ghp_' + rs(36))
    add(K, 'jwtKey := []byte(`«S»`)', phrase('`'))
    add(K, 'const ClientSecret = "«S»"', tok_url(40))
    add(K, 'accessToken := "«S»"', tok_url(64))
    add(K, 'rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379", Password: "«S»", DB: 0})', pw(JSON_DQ))
    add(K, 'mongoPassword := "«S»"', pw(JSON_DQ))
    add(K, 'webhookSecret := []byte("«S»")', hx(40))
    add(K, 'signingKey := "«S»"', b64(32))
    add(K, 'privateKeyPassphrase := "«S»"', phrase(JSON_DQ))
    add(K, 'dbPassword := "«S»"', 'Grüße2024!')

    # ---------------- assignment_python_js (and C-family assignments)
    K = 'assignment_python_js'
    add(K, "self.password = '«S»'", pw(SQ))
    add(K, "self.password = '«S»'", 'Tr0ub4dor&3')
    add(K, 'const apiKey = "«S»";', tok(32))
    add(K, 'const apiKey = "«S»";', tok_url(40))
    add(K, 'password = "«S»"', 'correct horse battery staple')
    add(K, "let secret = '«S»';", hx(32))
    add(K, 'API_KEY = os.getenv("API_KEY", "«S»")', tok(40))
    add(K, 'process.env.DB_PASSWORD = "«S»";', pw(JSON_DQ))
    add(K, 'client = OpenAI(api_key="«S»")', tok(48))
    add(K, 'r = requests.get(url, auth=("admin", "«S»"))', pw(JSON_DQ))
    add(K, 'conn = psycopg2.connect(host="db.internal", user="app", password="«S»", dbname="orders")', pw(JSON_DQ))
    add(K, 'const dbPassword = `«S»`;', phrase('`$'))
    add(K, 'const passphrase = `«S»`;', phrase('`$'))
    add(K, "config.password = '«S»'", pw(SQ))
    add(K, "var accessToken = '«S»';", tok_url(64))
    add(K, 'export const SECRET_KEY = "«S»";', hx(64))
    add(K, "SECRET_KEY = '«S»'", 'django-insecure-' + rs(50, string.ascii_lowercase + string.digits + '!@#%^&*(-_=+)'))
    add(K, "user = authenticate(username='jdoe', password='«S»')", pw(SQ))
    add(K, "const config = { user: 'sa', password: '«S»', server: 'localhost', database: 'Orders' };", pw(SQ))
    add(K, 'String password = "«S»";', pw(JSON_DQ))
    add(K, 'private static final String API_KEY = "«S»";', tok(32))
    add(K, 'var connectionPassword = "«S»";', pw(JSON_DQ))
    add(K, '  password: process.env.DB_PASSWORD || "«S»",', pw(JSON_DQ))
    add(K, "app.config['SECRET_KEY'] = '«S»'", hx(48))
    add(K, "smtp.login('alerts@example.com', '«S»')", pw(SQ))
    add(K, "ftp.login(user='backup', passwd='«S»')", pw(SQ))
    add(K, 'const token = "«S»";', tok(40))
    add(K, "os.environ['AWS_SECRET_ACCESS_KEY'] = '«S»'", rs(40, ALNUM + '+/'))
    add(K, "r = redis.Redis(host='cache', port=6379, password='«S»')", pw(SQ))
    add(K, "password = '«S»'", 'Пароль_Зима2024')
    add(K, 'this.apiSecret = "«S»";', hx(40))
    add(K, "const webhookSecret = '«S»';", 'whsec_' + rs(32))
    add(K, "ssh.connect('10.0.0.12', username='deploy', password='«S»')", pw(SQ))
    add(K, "token = jwt.encode(payload, '«S»', algorithm='HS256')", phrase(SQ))
    add(K, "mac = hmac.new(b'«S»', msg, hashlib.sha256)", hx(32))
    add(K, 'self.dbPassword = "«S»"', pw(JSON_DQ))
    add(K, 'DB_PASSWORD = "«S»"  # noqa', pw(JSON_DQ))

    # ---------------- assignment_xml
    K = 'assignment_xml'
    add(K, '<user password="«S»"/>', pw(XML_ATTR))
    add(K, '<user name="jdoe" password="«S»"/>', pw(XML_ATTR))
    add(K, '<add key="ApiKey" value="«S»"/>', tok(32))
    add(K, '<add key="ApiKey" value="«S»"/>', hx(40))
    add(K, '<password>«S»</password>', pw('<>&'))
    add(K, '<password>«S»</password>', 'p@ss&amp;w0rd')
    add(K, '<server><id>nexus-releases</id><username>deploy</username><password>«S»</password></server>', pw('<>&'))
    add(K, '<property name="hibernate.connection.password" value="«S»"/>', pw(XML_ATTR))
    add(K, '<entry key="secret">«S»</entry>', b64(24))
    add(K, '<string name="api_key">«S»</string>', tok(39))
    add(K, '<parameter name="password" value="«S»" />', pw(XML_ATTR))
    add(K, '<secret>«S»</secret>', hx(40))
    add(K, '<Credential UserName="svc_sql" Password="«S»" />', pw(XML_ATTR))
    add(K, '<user username="admin" password="«S»" roles="manager-gui,admin-gui"/>', pw(XML_ATTR))
    add(K, '<ClientSecret>«S»</ClientSecret>', tok_url(40))
    add(K, '<key>Password</key><string>«S»</string>', pw('<>&'))
    add(K, '<add key="SmtpPassword" value="«S»" />', pw(XML_ATTR))
    add(K, '<add key="Password" value="«S»"/>', phrase(XML_ATTR))
    add(K, '<setting name="ApiToken" serializeAs="String"><value>«S»</value></setting>', tok(40))
    add(K, '<Resource name="jdbc/app" auth="Container" type="javax.sql.DataSource" username="app" password="«S»" url="jdbc:postgresql://db:5432/app"/>', pw(XML_ATTR))
    add(K, '<AdminPassword><Value>«S»</Value><PlainText>true</PlainText></AdminPassword>', pw('<>&'))
    add(K, '<ns:authToken>«S»</ns:authToken>', tok_url(43))
    add(K, '<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">«S»</wsse:Password>', pw('<>&'))
    add(K, '<db-password>«S»</db-password>', pw('<>&'))
    add(K, '<dbPassword>«S»</dbPassword>', pw('<>&'))
    add(K, '<connection host="ldap.corp.example" password="«S»" />', pw(XML_ATTR))
    add(K, '<apiKey>«S»</apiKey>', tok(32))
    add(K, '<property name="password" value="«S»"/>', 'Grüße2024!')
    add(K, '<user password="«S»"/>', phrase(XML_ATTR))

    # ---------------- connection_string
    K = 'connection_string'
    add(K, 'Server=tcp:sql-prod-01.database.windows.net,1433;Initial Catalog=Orders;User Id=sa;Password=«S»;', pw(CONN_UNQ))
    add(K, 'Server=localhost;Database=master;User Id=sa;Password=«S»;TrustServerCertificate=True;', pw(CONN_UNQ))
    add(K, 'Server=10.1.2.3;Database=crm;User Id=app;Password="«S»";', 'p@ss;w0rd!')
    add(K, "Data Source=ora-prd:1521/ORCLPDB1;User Id=scott;Password='«S»';", 'Pa$$;w0rd 2')
    add(K, 'DefaultEndpointsProtocol=https;AccountName=acmestorage01;AccountKey=«S»;EndpointSuffix=core.windows.net', b64(64))
    add(K, 'DefaultEndpointsProtocol=https;AccountName=logsarchive;AccountKey=«S»;EndpointSuffix=core.windows.net', b64(64))
    add(K, 'AccountEndpoint=https://orders-db.documents.azure.com:443/;AccountKey=«S»;', b64(64))
    add(K, 'BlobEndpoint=https://acmestorage01.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-12-31T23:59:59Z&st=2024-11-30T00:00:00Z&spr=https&sig=«S»', urllib.parse.quote(b64(32), safe=''))
    add(K, 'QueueEndpoint=https://jobsq.queue.core.windows.net/;SharedAccessSignature=sv=2021-06-08&ss=q&srt=o&sp=rwdlacup&se=2025-06-01T00:00:00Z&spr=https&sig=«S»', urllib.parse.quote(b64(32), safe=''))
    add(K, 'Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«S»', b64(32))
    add(K, 'Endpoint=sb://telemetry-ns.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=«S»;EntityPath=events', b64(32))
    add(K, 'HostName=factory-hub.azure-devices.net;DeviceId=press-07;SharedAccessKey=«S»', b64(32))
    add(K, 'Endpoint=https://appcfg-prod.azconfig.io;Id=%s;Secret=«S»' % rs(20, ALNUM + '-'), b64(32))
    add(K, 'Endpoint=https://chat.service.signalr.net;AccessKey=«S»;Version=1.0;', b64(32))
    add(K, 'Data Source=db01.corp.local;Initial Catalog=HR;User ID=hr_app;Password=«S»;', pw(CONN_UNQ))
    add(K, 'Host=localhost;Port=5432;Database=app;Username=postgres;Password=«S»', pw(CONN_UNQ))
    add(K, 'Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql01,1433;Database=ERP;Uid=erp_ro;Pwd=«S»;Encrypt=yes;', pw(CONN_UNQ))
    add(K, 'Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\\Data\\Ledger.accdb;Jet OLEDB:Database Password=«S»;', pw(CONN_UNQ))
    add(K, 'jdbc:sqlserver://sql01.corp.local:1433;databaseName=Payroll;user=payroll_svc;password=«S»;encrypt=true', pw(CONN_UNQ + '&'))
    add(K, 'jdbc:mysql://db.internal:3306/shop?user=shop&password=«S»&useSSL=true', pw(CONN_UNQ + '&?#/'))
    add(K, 'jdbc:postgresql://pg.internal:5432/analytics?user=etl&password=«S»&ssl=true', pw(CONN_UNQ + '&?#/'))
    add(K, 'redis-prod.cache.windows.net:6380,password=«S»,ssl=True,abortConnect=False', b64(32))
    add(K, 'host=db.internal port=5432 dbname=app user=app password=«S» sslmode=require', pw(CONN_UNQ))
    add(K, "host=pg01 dbname=billing user=billing password='«S»'", phrase(SQ))
    add(K, 'Server=myserver;Database=shop;Uid=root;Pwd=«S»;', 'Grüße2024!')
    add(K, 'db, err := sql.Open("mysql", "app:«S»@tcp(127.0.0.1:3306)/shop?parseTime=true")', pw(URL_UI + '()'))
    add(K, '<add name="DefaultConnection" connectionString="Server=.;Database=Shop;User Id=shop;Password=«S»;" providerName="System.Data.SqlClient" />', pw(CONN_UNQ + XML_ATTR))
    add(K, '"ConnectionStrings": {"Default": "Server=sql01;Database=Crm;User Id=crm;Password=«S»;"}', pw(CONN_UNQ + JSON_DQ))
    add(K, 'Server=sql02;Database=Archive;User Id=arch;Password=«S»;MultipleActiveResultSets=true', 'Tr0ub4dor&3')
    add(K, 'ConnectionString: AccountName=devstore;AccountKey=«S»;DefaultEndpointsProtocol=https', b64(64))
    add(K, 'User ID=reporting;Password=«S»;Host=10.20.0.5;Port=5432;Database=dwh;Pooling=true;', pw(CONN_UNQ))

    # ---------------- url_credentials
    K = 'url_credentials'
    def up(extra=''):
        return pw(URL_UI + extra, ascii_only=True)
    add(K, 'postgres://app:«S»@db.internal:5432/orders', up())
    add(K, 'postgres://app:«S»@db.internal:5432/orders', urllib.parse.quote('p@ss;w0rd!', safe=''))
    add(K, 'DATABASE_URL=postgresql://billing:«S»@pg-prod.cluster-c1x2y3z4.eu-west-1.rds.amazonaws.com:5432/billing', up())
    add(K, 'postgresql+asyncpg://api:«S»@localhost/api_dev', up())
    add(K, 'mysql://root:«S»@127.0.0.1:3306/wordpress', up())
    add(K, 'mysql://shop:«S»@mysql.internal/shop?charset=utf8mb4', urllib.parse.quote('Grüße2024!', safe=''))
    add(K, 'mongodb+srv://admin:«S»@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority', up())
    add(K, 'mongodb+srv://reporting:«S»@analytics.x7k2p.mongodb.net/prod', tok(16))
    add(K, 'mongodb://root:«S»@mongo-0.mongo,mongo-1.mongo,mongo-2.mongo:27017/admin?replicaSet=rs0', up())
    add(K, 'redis://:«S»@redis.internal:6379/0', up())
    add(K, 'redis://:«S»@127.0.0.1:6379', tok(32))
    add(K, 'rediss://default:«S»@eu1-known-gecko-31337.upstash.io:6379', tok(32))
    add(K, 'amqp://guest:«S»@rabbitmq:5672/', up())
    add(K, 'amqps://worker:«S»@b-1234abcd.mq.us-east-1.amazonaws.com:5671/jobs', up())
    add(K, 'https://deploy:«S»@git.example.com/infra/ansible.git', up())
    add(K, 'https://admin:«S»@jenkins.corp.example/job/build/', up())
    add(K, 'git clone https://x-access-token:«S»@github.com/acme/payments.git', 'ghs_' + rs(36))
    add(K, 'git remote set-url origin https://oauth2:«S»@gitlab.com/acme/web.git', 'glpat-' + rs(20, B64URL_CH))
    add(K, 'https://octocat:«S»@github.com/octocat/hello-world.git', 'ghp_' + rs(36))
    add(K, 'ftp://backup:«S»@ftp.example.net/nightly/', up())
    add(K, 'sftp://deploy:«S»@files.example.com:22/uploads', up())
    add(K, 'smtp://postmaster%40mg.example.com:«S»@smtp.mailgun.org:587', hx(32) + '-' + hx(8) + '-' + hx(8))
    add(K, 'smtps://alerts:«S»@smtp.office365.com:465', up())
    add(K, 'http://admin:«S»@192.168.1.1/cgi-bin/luci', up())
    add(K, 'http_proxy=http://jdoe:«S»@proxy.corp.example:3128', up())
    add(K, 'socks5://user1:«S»@127.0.0.1:1080', up())
    add(K, 'mssql+pyodbc://sa:«S»@sql01/ERP?driver=ODBC+Driver+18+for+SQL+Server', up())
    add(K, 'nats://svc:«S»@nats.internal:4222', tok(24))
    add(K, 'wss://bot:«S»@stream.example.com/v1/events', tok(32))
    add(K, 'http://admin:«S»@localhost:5984/_utils/', up())
    add(K, 'pip install --index-url https://__token__:«S»@pypi.internal.example/simple/ acme-core', tok(40))
    add(K, 'clickhouse://default:«S»@ch.internal:9000/metrics', up())
    add(K, 'Connecting to postgres://etl:«S»@10.0.4.17:5432/dwh ... ok', up())
    add(K, 'SQLALCHEMY_DATABASE_URI = "postgresql://flask:«S»@localhost/flaskdb"', up())
    add(K, 'mongodb://app:«S»@localhost:27017/app?authSource=admin', urllib.parse.quote('correct horse battery staple', safe=''))

    # ---------------- url_query
    K = 'url_query'
    add(K, 'https://api.example.com/v1/reports?access_token=«S»', tok_url(64))
    add(K, 'https://graph.facebook.com/v19.0/me?fields=id,name&access_token=«S»', 'EAA' + rs(180))
    add(K, 'https://api.example.com/search?q=widgets&api_key=«S»', hx(32))
    add(K, 'https://api.openweathermap.org/data/2.5/weather?q=London&appid=«S»', hx(32))
    add(K, 'https://newsapi.example.org/v2/top-headlines?country=us&apiKey=«S»', hx(32))
    add(K, 'https://acmestorage01.blob.core.windows.net/invoices/INV-2024-000123.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-01T00:00:00Z&st=2024-11-30T08:00:00Z&spr=https&sig=«S»', urllib.parse.quote(b64(32), safe=''))
    add(K, 'https://media.blob.core.windows.net/videos/intro.mp4?sp=r&st=2024-11-29T10:00:00Z&se=2024-12-06T10:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=«S»', urllib.parse.quote(b64(32), safe=''))
    add(K, 'https://acme-uploads.s3.amazonaws.com/reports/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20241130%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20241130T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«S»', hx(64))
    add(K, 'https://s3.eu-central-1.amazonaws.com/backups/db.dump?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20241129T220000Z&X-Amz-SignedHeaders=host&X-Amz-Expires=900&X-Amz-Signature=«S»', hx(64))
    add(K, 'https://storage.googleapis.com/acme-exports/users.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Date=20241130T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=«S»', hx(512))
    add(K, 'https://app.example.com/oauth/callback?code=«S»&state=%s' % rs(16), tok_url(43))
    add(K, 'http://localhost:8080/callback?code=«S»&scope=email%20profile%20openid&authuser=0&prompt=consent' , '4/0A' + rs(70, B64URL_CH))
    add(K, 'https://myapp.example.com/auth/github/callback?code=«S»&state=xyz123', hx(20))
    add(K, 'https://maps.googleapis.com/maps/api/geocode/json?address=1600+Amphitheatre+Parkway&key=«S»', 'AIza' + rs(35, B64URL_CH))
    add(K, 'https://www.googleapis.com/youtube/v3/videos?part=snippet&id=dQw4w9WgXcQ&key=«S»', 'AIza' + rs(35, B64URL_CH))
    add(K, 'https://app.example.com/#access_token=«S»&token_type=Bearer&expires_in=3600', tok_url(64))
    add(K, 'https://api.example.com/export?format=csv&token=«S»', tok(40))
    add(K, 'https://legacy.example.com/login.php?user=admin&password=«S»', pw(URL_UI, ascii_only=True))
    add(K, 'https://legacy.example.com/login?username=jdoe&pass=«S»&remember=1', pw(URL_UI, ascii_only=True))
    add(K, 'https://oauth2.example.com/token?grant_type=client_credentials&client_id=reporting&client_secret=«S»', tok_url(40))
    add(K, 'https://api.example.com/oauth/token?grant_type=refresh_token&refresh_token=«S»', tok_url(64))
    add(K, 'https://rpc.example.io/v2?apikey=«S»&chain=mainnet', hx(32))
    add(K, 'https://hooks.example.com/notify?auth=«S»&channel=ops', tok(32))
    add(K, 'https://cdn.example.com/private/video.m3u8?Expires=1733000000&Signature=«S»&Key-Pair-Id=K2JCJMDEHXQW5F', rs(172, ALNUM + '-_~'))
    add(K, 'https://us02web.zoom.us/j/85212345678?pwd=«S»', rs(32, ALNUM) + '.1')
    add(K, 'https://teams.example.com/join/829301?passcode=«S»', rs(8, ALNUM))
    add(K, 'wss://realtime.example.com/socket?apikey=«S»&vsn=1.0.0', tok(40))
    add(K, 'GET /api/v1/items?page=2&api_key=«S» HTTP/1.1', hx(32))
    add(K, '10.0.0.7 - - [30/Nov/2024:10:15:01 +0000] "GET /download?file=report.pdf&token=«S» HTTP/1.1" 200 5123', tok_url(43))
    add(K, 'https://sso.example.com/saml/acs?SAMLart=«S»', b64(44))
    add(K, 'https://app.example.com/reset-password?token=«S»&email=jane%40example.com', hx(64))
    add(K, 'https://app.example.com/verify-email?signature=«S»&expires=1733001234', hx(64))
    add(K, 'https://dashboard.example.com/embed?secret=«S»&theme=dark', tok(32))
    add(K, 'curl "https://api.example.com/v2/data?limit=50&access_token=«S»"', tok_url(64))
    add(K, 'https://example.my.salesforce.com/services/oauth2/token?grant_type=password&client_id=3MVG9&client_secret=«S»&username=api%40example.com', hx(64).upper())

    # ---------------- cli_flag
    K = 'cli_flag'
    add(K, 'mysqladmin --user=root --password «S» status', pw(SH_UNQ))
    add(K, 'myapp serve --password «S»', pw(SH_UNQ))
    add(K, 'vpn-client connect --user jdoe --password=«S»', pw(SH_UNQ))
    add(K, './deploy.sh --env prod --password=«S»', pw(SH_UNQ))
    add(K, 'gh-release upload --token=«S» v1.4.2 dist/*.tar.gz', 'ghp_' + rs(36))
    add(K, 'terraform-provider-acme --token=«S»', tok(40))
    add(K, 'acme-cli login --api-key «S»', tok(32))
    add(K, 'datadog-agent check --api-key «S»', hx(32))
    add(K, 'mysql -u root -p«S» shop', pw(SH_UNQ + '-'))
    add(K, 'mysql -h db.internal -u app -p«S» -e "SHOW DATABASES;"', pw(SH_UNQ + '-'))
    add(K, 'mysql -u root -p «S»', pw(SH_UNQ + '-'))
    add(K, 'mysqldump -uroot -p\'«S»\' shop > shop.sql', phrase(SQ))
    add(K, "sshpass -p '«S»' ssh deploy@10.0.0.21", pw(SQ))
    add(K, "sshpass -p '«S»' scp backup.tar.gz root@nas.local:/volume1/", phrase(SQ))
    add(K, 'curl -u admin:«S» https://jenkins.corp.example/api/json', pw(SH_UNQ + ':'))
    add(K, 'curl -u "ci-bot:«S»" -X POST https://nexus.example.com/service/rest/v1/components?repository=maven-releases', pw(SH_DQ + ':'))
    add(K, 'curl --user elastic:«S» -k https://localhost:9200/_cluster/health', pw(SH_UNQ + ':'))
    add(K, 'docker login -u deploy -p «S» registry.example.com', pw(SH_UNQ))
    add(K, 'docker login -u AWS -p «S» 123456789012.dkr.ecr.us-east-1.amazonaws.com', b64(120))
    add(K, 'redis-cli -h redis.internal -a «S» INFO', pw(SH_UNQ))
    add(K, 'mongosh "mongodb://localhost:27017" --username admin --password «S» --authenticationDatabase admin', pw(SH_UNQ))
    add(K, 'htpasswd -b -c /etc/nginx/.htpasswd admin «S»', pw(SH_UNQ))
    add(K, 'openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:«S»', pw(SH_UNQ))
    add(K, 'openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -k «S»', pw(SH_UNQ))
    add(K, 'net user svc_backup «S» /add', pw(CMD + '/'))
    add(K, 'smbclient //fileserver/finance -U jdoe%«S»', pw(SH_UNQ))
    add(K, 'ldapsearch -x -H ldap://dc01 -D "cn=admin,dc=example,dc=org" -w «S» -b "dc=example,dc=org"', pw(SH_UNQ))
    add(K, "sqlcmd -S localhost -U sa -P '«S»' -Q \"SELECT @@VERSION\"", pw(SQ))
    add(K, 'kubectl create secret generic db-creds --from-literal=username=app --from-literal=password=«S»', pw(SH_UNQ))
    add(K, 'helm install pg bitnami/postgresql --set auth.postgresPassword=«S»', pw(SH_UNQ + ','))
    add(K, 'az login --service-principal -u %s -p «S» --tenant %s' % (uuid4(), uuid4()), rs(3, ALNUM) + '8Q~' + rs(34, ALNUM + '._-'))
    add(K, 'vault login «S»', 'hvs.' + rs(90, ALNUM + '_-'))
    add(K, 'wget --user=jdoe --password=«S» https://files.example.com/private/dataset.zip', pw(SH_UNQ))
    add(K, 'npm config set //registry.npmjs.org/:_authToken «S»', 'npm_' + rs(36))
    add(K, 'aws configure set aws_secret_access_key «S»', rs(40, ALNUM + '+/'))
    add(K, 'java -jar app.jar --spring.datasource.password=«S»', pw(SH_UNQ))
    add(K, './deploy.sh --secret "«S»"', phrase(SH_DQ))
    add(K, "terraform apply -var 'db_password=«S»'", pw(SQ))
    add(K, 'ansible-playbook site.yml -e "ansible_become_pass=«S»"', pw(SH_DQ))
    add(K, 'keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype PKCS12 -srcstorepass «S» -deststorepass changeit', pw(SH_UNQ))
    add(K, '7z a -p«S» -mhe=on secrets.7z ./docs', pw(SH_UNQ + '-'))
    add(K, 'zip -P «S» payroll.zip payroll.xlsx', pw(SH_UNQ))
    add(K, "ssh-keygen -t ed25519 -N '«S»' -f ~/.ssh/id_deploy", phrase(SQ))
    add(K, "gpg --batch --pinentry-mode loopback --passphrase '«S»' -d backup.tar.gpg", phrase(SQ))
    add(K, 'lftp -u backup,«S» sftp://files.example.com', pw(SH_UNQ + ','))
    add(K, 'xfreerdp /u:Administrator /p:«S» /v:10.0.0.50', pw(SH_UNQ + '/'))
    add(K, 'psexec \\\\srv-app01 -u CORP\\admin -p «S» cmd.exe', pw(CMD + '/'))
    add(K, 'echo "«S»" | sudo -S systemctl restart nginx', pw(SH_DQ))
    add(K, 'mosquitto_pub -h broker.local -u sensor -P «S» -t home/temp -m 21.5', pw(SH_UNQ))
    add(K, 'nmcli dev wifi connect "Cafe Guest" password «S»', pw(SH_UNQ))
    add(K, "wpa_passphrase HomeNet '«S»' >> /etc/wpa_supplicant.conf", phrase(SQ))
    add(K, 'pg-backup-tool restore --dbname=app --username=app --password=«S» dump.bin', pw(SH_UNQ))
    add(K, 'rclone obscure «S»', pw(SH_UNQ))
    add(K, 'unzip -P «S» invoices-2024.zip', pw(SH_UNQ))
    add(K, 'influx setup --username admin --password «S» --org acme --bucket metrics --force', pw(SH_UNQ))
    add(K, 'gitlab-runner register --url https://gitlab.com/ --registration-token «S»', 'GR1348941' + rs(20, B64URL_CH))
    add(K, 'mc alias set minio http://127.0.0.1:9000 minioadmin «S»', pw(SH_UNQ))
    add(K, 'runner.exe --api-key=«S» --verbose', hx(40))
    add(K, 'app --db-password="«S»" --db-user=admin', pw(SH_DQ))

    # ---------------- auth_header
    K = 'auth_header'
    add(K, 'Authorization: Bearer «S»', tok_url(64))
    add(K, 'Authorization: Bearer «S»', tok(40))
    add(K, 'authorization: bearer «S»', tok_url(43))
    add(K, 'curl -H "Authorization: Bearer «S»" https://api.example.com/v1/me', tok_url(64))
    add(K, 'Authorization: Basic «S»', basic('admin', pw(':')))
    add(K, 'Authorization: Basic «S»', basic('api', tok(32)))
    add(K, '> Authorization: Basic «S»', basic('jdoe', pw(':')))
    add(K, 'Authorization: token «S»', 'ghp_' + rs(36))
    add(K, 'Authorization: token «S»', hx(40))
    add(K, 'Authorization: SSWS «S»', '00' + rs(40, ALNUM + '-_'))
    add(K, 'Proxy-Authorization: Basic «S»', basic('jdoe', pw(':')))
    add(K, 'X-Api-Key: «S»', tok(32))
    add(K, 'x-api-key: «S»', hx(32))
    add(K, 'X-API-KEY: «S»', uuid4())
    add(K, 'Cookie: «S»', 'session=%s; csrftoken=%s' % (tok_url(43), rs(32)))
    add(K, 'Cookie: «S»', 'sessionid=%s; csrftoken=%s; django_language=en' % (rs(32, LOWER_ALNUM), rs(64)))
    add(K, 'Cookie: «S»', '_ga=GA1.1.%s.%s; connect.sid=s%%3A%s.%s' % (digits(9), digits(10), tok_url(32), b64(32).rstrip('=')))
    add(K, 'Cookie: «S»', 'PHPSESSID=%s' % rs(26, LOWER_ALNUM))
    add(K, 'Set-Cookie: sid=«S»; Path=/; HttpOnly; Secure; SameSite=Lax', tok_url(43))
    add(K, 'Set-Cookie: session=«S»; Expires=Wed, 31 Dec 2025 23:59:59 GMT; HttpOnly', b64(48))
    add(K, 'set-cookie: JSESSIONID=«S»; Path=/app; Secure; HttpOnly', hx(32).upper())
    add(K, 'X-Auth-Token: «S»', tok(40))
    add(K, 'X-Vault-Token: «S»', 'hvs.' + rs(90, ALNUM + '_-'))
    add(K, 'PRIVATE-TOKEN: «S»', 'glpat-' + rs(20, B64URL_CH))
    add(K, 'Authorization: Bot «S»', b64u(18) + '.' + b64u(5) + '.' + b64u(28))
    add(K, 'Authorization: ApiKey «S»', base64.b64encode((rs(20) + ':' + rs(22)).encode()).decode())
    add(K, 'Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20241130/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=«S»', hx(64))
    add(K, 'x-goog-api-key: «S»', 'AIza' + rs(35, B64URL_CH))
    add(K, 'Ocp-Apim-Subscription-Key: «S»', hx(32))
    add(K, 'api-key: «S»', hx(32))
    add(K, 'X-Shopify-Access-Token: «S»', 'shpat_' + hx(32))
    add(K, 'X-RapidAPI-Key: «S»', rs(50, ALNUM))
    add(K, 'Authorization: Token «S»', hx(40))
    add(K, 'Authorization: OAuth «S»', tok_url(64))
    add(K, 'Authorization: Splunk «S»', uuid4())
    add(K, 'Authorization: Digest username="jdoe", realm="api", nonce="%s", uri="/v1/data", response="«S»"' % hx(32), hx(32))
    add(K, 'headers = {"Authorization": "Bearer «S»", "Content-Type": "application/json"}', tok_url(64))
    add(K, "fetch(url, { headers: { 'X-API-Key': '«S»' } })", tok(32))
    add(K, 'X-Figma-Token: «S»', 'figd_' + rs(40, B64URL_CH))
    add(K, 'Authorization: Bearer «S»', 'ya29.' + rs(150, B64URL_CH))
    add(K, 'Proxy-Authorization: Basic «S»', basic('svc-proxy', 'Grüße2024!'))

    # ---------------- private_key  (whole BEGIN..END block is the secret)
    K = 'private_key'
    NL = '\\n'
    add(K, '«S»', pem('RSA PRIVATE KEY', der_rsa_pkcs1(2048), NL))
    add(K, '«S»', pem('RSA PRIVATE KEY', der_rsa_pkcs1(1024), ' '))
    add(K, 'key: "«S»"', pem('RSA PRIVATE KEY', der_rsa_pkcs1(2048), NL))
    add(K, 'private_key = """«S»"""', pem('RSA PRIVATE KEY', der_rsa_pkcs1(1024), ' '))
    add(K, '«S»', pem('RSA PRIVATE KEY', der_rsa_pkcs1(1024), NL,
                      headers=['Proc-Type: 4,ENCRYPTED', 'DEK-Info: AES-128-CBC,' + hx(32).upper()]))
    add(K, '«S»', pem('EC PRIVATE KEY', der_ec_sec1('p384'), NL))
    add(K, 'ssl_key: |- «S»', pem('EC PRIVATE KEY', der_ec_sec1('p521'), ' '))
    add(K, 'TLS_KEY="«S»"', pem('EC PRIVATE KEY', der_ec_sec1('p384'), NL))
    add(K, '«S»', pem('DSA PRIVATE KEY', der_dsa(), NL))
    add(K, 'cat ~/.ssh/id_dsa  «S»', pem('DSA PRIVATE KEY', der_dsa(), ' '))
    add(K, '  "private_key": "«S»\\n",', pem('PRIVATE KEY', der_rsa_pkcs8(1024), NL))
    add(K, '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "%s", "private_key": "«S»\\n", "client_email": "deployer@acme-prod.iam.gserviceaccount.com"}' % hx(40),
        pem('PRIVATE KEY', der_rsa_pkcs8(1024), NL))
    add(K, '«S»', pem('PRIVATE KEY', der_ec_pkcs8_p384(), ' '))
    add(K, 'APNS_KEY=«S»', pem('PRIVATE KEY', der_ec_pkcs8_p384(), NL))
    add(K, '«S»', pem('ENCRYPTED PRIVATE KEY', der_encrypted_pkcs8(656), NL))
    add(K, 'signing_key: "«S»"', pem('ENCRYPTED PRIVATE KEY', der_encrypted_pkcs8(192), NL))
    add(K, '«S»', openssh_key('ed25519', 'jdoe@laptop', False, NL))
    add(K, 'SSH_PRIVATE_KEY="«S»"', openssh_key('ed25519', 'deploy@ci', False, NL))
    add(K, '$ cat ~/.ssh/id_ed25519 «S»', openssh_key('ed25519', 'alice@workstation', False, ' '))
    add(K, '«S»', openssh_key('ecdsa', 'root@bastion', False, NL))
    add(K, '«S»', openssh_key('ed25519', 'ops@example.com', True, NL))
    add(K, '«S»', pgp_private('Alice Example <alice@example.com>', True, NL))
    add(K, 'gpg_key: "«S»"', pgp_private('Release Bot <release@example.org>', False, NL))
    add(K, '«S»', pgp_private('Jane Doe <jane.doe@example.net>', False, ' '))
    add(K, 'Here is the key you asked for: «S»', pem('RSA PRIVATE KEY', der_rsa_pkcs1(1024), ' '))

    # ---------------- jwt
    K = 'jwt'
    add(K, 'id_token=«S»', jwt())
    add(K, 'id_token=«S»&state=%s' % rs(16), jwt())
    add(K, 'https://app.example.com/callback#id_token=«S»&token_type=Bearer', jwt())
    add(K, 'Authorization: Bearer «S»', jwt())
    add(K, 'Authorization: Bearer «S»', jwt())
    add(K, 'Bearer «S»', jwt())
    add(K, '«S»', jwt())
    add(K, '«S»', jwt())
    add(K, '"access_token": "«S»",', jwt())
    add(K, '{"access_token":"«S»","token_type":"Bearer","expires_in":3600}', jwt())
    add(K, 'Set-Cookie: token=«S»; Path=/; HttpOnly', jwt())
    add(K, "localStorage.setItem('jwt', '«S»')", jwt())
    add(K, '2024-11-30T10:15:02Z DEBUG auth: verifying token «S»', jwt())
    add(K, 'jwt: «S»', jwt())
    add(K, 'export SUPABASE_ANON_KEY=«S»', jwt())
    add(K, 'curl -H "Authorization: Bearer «S»" https://api.example.com/orders', jwt())
    add(K, 'token «S» expired at 2024-11-30 10:00 UTC', jwt())
    add(K, 'The token is «S», please verify it.', jwt())
    add(K, 'refresh_token: «S»', jwt())
    add(K, '<input type="hidden" name="id_token" value="«S»">', jwt())
    add(K, 'wss://realtime.example.com/socket?jwt=«S»', jwt())
    add(K, 'Cookie: auth=«S»', jwt())
    add(K, 'const idToken = "«S»";', jwt())
    add(K, 'X-Auth-Token: «S»', jwt())
    add(K, 'assertion=«S»&grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer', jwt())

    # ---------------- password_hash
    K = 'password_hash'
    add(K, 'root:«S»:19700:0:99999:7:::', h_sha512crypt())
    add(K, 'jdoe:«S»:19812:0:99999:7:::', h_sha512crypt())
    add(K, 'deploy:«S»:20011:0:99999:7:::', h_yescrypt())
    add(K, 'backup:«S»:18500:0:99999:7:::', h_md5crypt())
    add(K, 'svc:«S»:19000::::::', h_sha256crypt())
    add(K, '«S»', h_sha256crypt())
    add(K, 'admin:«S»', h_apr1())
    add(K, 'alice:«S»', h_bcrypt('2y', 5))
    add(K, "'password' => '«S»',", h_bcrypt('2y', 10))
    add(K, "INSERT INTO users (email, password_hash) VALUES ('ada@example.com', '«S»');", h_bcrypt('2b', 12))
    add(K, 'password_hash: «S»', h_bcrypt('2a', 10))
    add(K, '«S»', h_bcrypt('2b', 12))
    add(K, '«S»', h_argon2())
    add(K, 'hash = "«S»"', h_argon2())
    add(K, 'stored: «S»', h_argon2('argon2i'))
    add(K, '«S»', h_pbkdf2_passlib('sha256'))
    add(K, 'pw_hash=«S»', h_pbkdf2_passlib('sha512'))
    add(K, '«S»', h_django())
    add(K, '"password": "«S»",', h_django())
    add(K, '«S»', h_krb5tgs('svc_sql', 'CORP.EXAMPLE.COM', 'MSSQLSvc/sql01.corp.example.com:1433'))
    add(K, '[*] Hash written: «S»', h_krb5tgs('sqlsvc', 'LAB.LOCAL', 'lab.local/sqlsvc'))
    add(K, '«S»', h_krb5asrep('jdoe', 'CORP.EXAMPLE.COM'))
    add(K, 'AS-REP hash: «S»', h_krb5asrep('svc_backup', 'LAB.LOCAL'))
    add(K, 'Administrator:500:«S»:::', h_ntlm())
    add(K, 'user:1001:«S»:::', 'aad3b435b51404eeaad3b435b51404ee:' + hx(32))
    add(K, 'CORP\\jdoe:1104:«S»:::', h_ntlm())
    add(K, 'krbtgt:502:«S»:::', h_ntlm())
    add(K, "UPDATE wp_users SET user_pass = '«S»' WHERE ID = 1;", h_phpass())
    add(K, 'pass: «S»', h_drupal7())
    add(K, "mysql.user: root@localhost authentication_string=«S»", h_mysql())
    add(K, 'userPassword: «S»', h_ssha())
    add(K, 'rolpassword | «S»', h_scram())
    add(K, 'rolpassword: «S»', 'md5' + hx(32))
    add(K, 'enable secret 5 «S»', h_md5crypt())
    add(K, 'enable secret 9 «S»', h_cisco9())
    add(K, 'password_pbkdf2 root «S»', h_grub())
    add(K, 'ntlm hash: «S»', hx(32))

    # ---------------- keyword_other
    K = 'keyword_other'
    add(K, 'passphrase: «S»', 'correct horse battery staple')
    add(K, 'passphrase: «S»', phrase(''))
    add(K, 'pwd=«S»', pw(SH_UNQ))
    add(K, 'pwd=«S»', pw(SH_UNQ))
    add(K, 'pin: «S»', '4417')
    add(K, 'PIN: «S»', digits(6))
    add(K, 'pin=«S»', digits(4))
    add(K, 'otp=«S»', digits(6))
    add(K, 'OTP: «S»', digits(6))
    add(K, 'secret_key = «S»', hx(64))
    add(K, 'secret_key = «S»', tok(40))
    add(K, 'private_key: «S»', hx(64))
    add(K, 'private_key: «S»', '0x' + hx(64))
    add(K, 'session_id=«S»', hx(32))
    add(K, 'session_id=«S»', tok_url(43))
    add(K, 'auth_token: «S»', tok(40))
    add(K, 'auth_token: «S»', hx(40))
    add(K, 'client_secret=«S»', tok_url(40))
    add(K, 'client_secret=«S»', 'GOCSPX-' + rs(28, B64URL_CH))
    add(K, 'credentials: «S»', basic('svc', pw(':')))
    add(K, 'credentials: «S»', tok(48))
    add(K, 'passcode: «S»', digits(8))
    add(K, 'recovery_code: «S»', '%s-%s' % (rs(5, LOWER_ALNUM), rs(5, LOWER_ALNUM)))
    add(K, 'api_secret=«S»', hx(40))
    add(K, 'master_key: «S»', hx(32))
    add(K, 'encryption_key = «S»', b64(32))
    add(K, 'signing_key: «S»', b64(64))
    add(K, 'access_key_secret = «S»', rs(30, ALNUM))
    add(K, 'sessionid=«S»', rs(32, LOWER_ALNUM))
    add(K, 'refresh_token: «S»', tok_url(64))
    add(K, 'security_answer: «S»', 'Springfield Elementary')
    add(K, 'mfa_secret: «S»', rs(32, B32))
    add(K, 'totp_seed=«S»', rs(16, B32))
    add(K, 'db_pass: «S»', pw(YAML_PLAIN))
    add(K, 'pass: `«S»`', phrase('`'))
    add(K, 'The Wi-Fi password is `«S»`', phrase('`'))
    add(K, 'wifi_password: «S»', pw(YAML_PLAIN))
    add(K, 'Passwort: «S»', 'Grüße2024!')
    add(K, 'Mot de passe : «S»', pw(' '))
    add(K, 'Contraseña: «S»', pw(' '))
    add(K, 'パスワード: «S»', pw(' '))
    add(K, '密码：«S»', pw(' '))
    add(K, 'Пароль: «S»', pw(' '))
    add(K, '비밀번호: «S»', pw(' '))
    add(K, 'Your one-time code: «S»', digits(6))
    add(K, 'License-Key-Secret: «S»', hx(32))
    add(K, 'keystore_password=«S»', pw(SH_UNQ))
    add(K, 'admin pw: «S»', pw(' '))
    return ROWS


def check_structural(rows):
    bad = 0
    for kind, text, secret in rows:
        for f in (kind, text, secret):
            if any(c in f for c in '\t\n\r'):
                print('control char in', repr(text[:80]), file=sys.stderr)
                bad += 1
        if not secret or secret not in text:
            print('secret not in text', repr(text[:80]), file=sys.stderr)
            bad += 1
        elif text.count(secret) != 1:
            print('secret occurs %d times: %r' % (text.count(secret), text[:80]), file=sys.stderr)
    return bad


def write_structural():
    rows = build_structural()
    assert check_structural(rows) == 0
    with open(os.path.join(HERE, 'structural.tsv'), 'w', encoding='utf-8', newline='\n') as f:
        f.write('kind\ttext\tsecret\n')
        for r in rows:
            f.write('\t'.join(r) + '\n')
    return rows


BENIGN_SECTIONS = {}


def build_benign():
    global R
    R = random.Random(SEED + 1)
    out = []
    marks = []

    def mark(name):
        marks.append((len(out), name))

    def extend(xs):
        out.extend(xs)

    # ---- app names, many languages
    mark('app names, many languages')
    extend([
        'Mail', 'Calendar', 'Notes', 'Reminders', 'Photos', 'Messages', 'FaceTime', 'Safari', 'Finder',
        'System Settings', 'System Preferences', 'App Store', 'Music', 'Podcasts', 'Preview', 'TextEdit',
        'Terminal', 'Activity Monitor', 'Disk Utility', 'Keychain Access', 'Xcode', 'Pages', 'Numbers', 'Keynote',
        'Microsoft Excel', 'Microsoft Word', 'Microsoft PowerPoint', 'Microsoft Outlook', 'Microsoft Teams',
        'OneNote', 'OneDrive', 'Visual Studio Code', 'Visual Studio 2022', 'Google Chrome', 'Firefox',
        'Microsoft Edge', 'Brave Browser', 'Arc', 'Opera', 'Slack', 'Discord', 'Zoom', 'Zoom Workplace',
        'Spotify', 'Notion', 'Obsidian', 'Figma', 'Sketch', 'Adobe Photoshop 2025', 'Adobe Acrobat Reader',
        'Adobe Illustrator', 'Lightroom Classic', 'Final Cut Pro', 'Logic Pro', 'GarageBand', 'iMovie',
        'IntelliJ IDEA', 'PyCharm', 'Android Studio', 'Postman', 'Docker Desktop', 'iTerm2', 'Warp',
        'Windows Terminal', 'PowerShell', 'Command Prompt', 'File Explorer', 'Task Manager', 'Control Panel',
        'Settings', 'Notepad', 'Paint', 'Snipping Tool', 'Calculator', 'Clock', 'Weather', 'Maps',
        'Microsoft Store', 'Xbox', 'Steam', 'Epic Games Launcher', 'VLC media player', 'OBS Studio',
        'Thunderbird', 'LibreOffice Calc', 'LibreOffice Writer', 'GIMP', 'Inkscape', 'Blender', 'Audacity',
        'Telegram', 'WhatsApp', 'Signal', 'Skype', 'LINE', 'KakaoTalk', 'Viber', 'WeChat', '微信', 'QQ',
        '钉钉', '飞书', '企业微信', '网易云音乐', '支付宝', '淘宝', '百度网盘', 'WPS Office',
        'カレンダー', 'メモ', 'メール', '写真', '設定', 'マップ', 'リマインダー', '計算機', 'ミュージック',
        'Заметки', 'Почта', 'Календарь', 'Настройки', 'Фото', 'Яндекс Браузер', 'ВКонтакте',
        'Kalender', 'Notizen', 'Erinnerungen', 'Systemeinstellungen', 'Vorschau', 'Rechner', 'Karten',
        'Calendrier', 'Rappels', 'Réglages', 'Aperçu', 'Plans', 'Calculatrice',
        'Calendario', 'Notas', 'Recordatorios', 'Ajustes', 'Fotos', 'Mapas', 'Calculadora',
        '캘린더', '메모', '사진', '설정', '카카오톡', '네이버 지도', '계산기',
        'التقويم', 'الملاحظات', 'الإعدادات', 'הגדרות', 'לוח שנה', 'פתקים',
        'Ημερολόγιο', 'Σημειώσεις', 'Takvim', 'Notlar', 'Lịch', 'Ghi chú', 'ปฏิทิน', 'บันทึก',
        'Kalendarz', 'Notatki', 'Agenda', 'Notities', 'Anteckningar', 'Kalenteri', 'Muistiinpanot',
    ])

    # ---- bundle ids / package names
    mark('bundle ids / package names')
    extend([
        'com.apple.finder', 'com.apple.Safari', 'com.apple.mail', 'com.apple.iCal', 'com.apple.Notes',
        'com.apple.reminders', 'com.apple.Terminal', 'com.apple.systempreferences', 'com.apple.Preview',
        'com.apple.TextEdit', 'com.apple.dt.Xcode', 'com.apple.ActivityMonitor', 'com.apple.MobileSMS',
        'com.apple.Photos', 'com.apple.Music', 'com.apple.AppStore', 'com.apple.iWork.Numbers',
        'com.apple.iWork.Pages', 'com.apple.iWork.Keynote', 'com.apple.FaceTime', 'com.apple.calculator',
        'org.mozilla.firefox', 'org.mozilla.thunderbird', 'com.google.Chrome', 'com.google.Chrome.canary',
        'com.microsoft.VSCode', 'com.microsoft.Excel', 'com.microsoft.Word', 'com.microsoft.Powerpoint',
        'com.microsoft.Outlook', 'com.microsoft.teams2', 'com.microsoft.edgemac', 'com.microsoft.onenote.mac',
        'com.tinyspeck.slackmacgap', 'com.hnc.Discord', 'us.zoom.xos', 'com.spotify.client', 'notion.id',
        'md.obsidian', 'com.figma.Desktop', 'com.googlecode.iterm2', 'dev.warp.Warp-Stable',
        'com.jetbrains.intellij', 'com.jetbrains.pycharm', 'com.docker.docker', 'com.postmanlabs.mac',
        'ru.keepcoder.Telegram', 'net.whatsapp.WhatsApp', 'org.whispersystems.signal-desktop',
        'com.tencent.xinWeChat', 'jp.naver.line.mac', 'com.kakao.KakaoTalkMac', 'org.videolan.vlc',
        'com.obsproject.obs-studio', 'org.libreoffice.script', 'com.brave.Browser', 'company.thebrowser.Browser',
        'com.android.chrome', 'com.whatsapp', 'com.instagram.android', 'org.telegram.messenger',
        'com.google.android.gm', 'com.google.android.apps.maps', 'com.microsoft.office.outlook',
        'Microsoft.WindowsTerminal_8wekyb3d8bbwe', 'Microsoft.WindowsNotepad_8wekyb3d8bbwe',
        'Microsoft.Office.EXCEL.EXE.15', 'explorer.exe', 'msedge.exe', 'chrome.exe', 'Code.exe', 'Teams.exe',
    ])

    # ---- window titles
    mark('window titles')
    docs = ['Q3 Report (final v2).xlsx', 'Budget 2025.xlsx', 'Invoice_INV-2024-000123.pdf', 'Resume - Jane Doe.docx',
            'Meeting notes 2024-11-30.docx', 'Roadmap H1.pptx', 'Untitled', 'Book1', 'Document1', 'Presentation1',
            'travel-itinerary.pdf', 'Screenshot 2024-11-30 at 10.15.02.png', 'IMG_4417.HEIC', 'team-offsite.key',
            'Haushaltsbuch 2025.xlsx', 'Rapport annuel 2024.docx', 'Presupuesto_Q4.xlsx', '見積書_2024-11.xlsx',
            '季度报告.docx', '회의록_11월.hwp', 'README.md', 'Cargo.toml', 'main.rs', 'index.tsx', 'package.json',
            'docker-compose.yml', 'notes.txt', 'todo.md', 'schema.sql', 'Dockerfile']
    for d in docs[:16]:
        ext = d.rsplit('.', 1)[-1] if '.' in d else ''
        app = {'xlsx': 'Excel', 'docx': 'Word', 'pptx': 'PowerPoint', 'pdf': 'Adobe Acrobat Reader',
               'png': 'Preview', 'HEIC': 'Photos', 'key': 'Keynote'}.get(ext, R.choice(['Excel', 'Word', 'PowerPoint']))
        out.append('%s — %s' % (d, app))
        out.append('%s - %s' % (d, app))
    for d in docs[16:]:
        out.append('%s — acme-web — Visual Studio Code' % d)
    extend([
        'Inbox – jane.doe@example.com – Gmail', 'Inbox (1,204) - jane.doe@example.com - Gmail - Google Chrome',
        'Inbox - Outlook', 'Posteingang - Outlook', 'Boîte de réception - Outlook', 'Bandeja de entrada - Outlook',
        '受信トレイ - Outlook', '收件箱 - 网易邮箱', '받은편지함 - 네이버 메일', 'البريد الوارد - Outlook', 'דואר נכנס - Outlook',
        'Входящие — Почта', 'Caixa de entrada - Gmail', 'Posta in arrivo - Outlook',
        'general (Channel) - Acme - Slack', '#random - Acme Corp - Slack', 'Direct message with Priya Patel - Slack',
        'Zoom Meeting', 'Zoom Meeting 40-Minutes', 'Weekly sync | Microsoft Teams', 'Chat | Amara Okafor | Microsoft Teams',
        'alice@macbook: ~/projects/demo — zsh — 120×40', 'bob@build-01: /var/log — ssh — 80×24',
        'Administrator: Windows PowerShell', 'Command Prompt - python manage.py runserver',
        'Downloads', 'Documents', 'Desktop', 'Applications', 'Recents', 'iCloud Drive', 'AirDrop',
        'This PC', 'Downloads - File Explorer', 'Ce PC', 'Dieser PC', 'Este equipo', 'PC',
        'New Tab - Google Chrome', 'Neuer Tab - Google Chrome', 'Nouvel onglet - Google Chrome',
        'Nueva pestaña - Google Chrome', '新しいタブ - Google Chrome', '新标签页 - Google Chrome', '새 탭 - Chrome',
        'Google Translate - Google Chrome', 'YouTube - Mozilla Firefox', 'Amazon.com: Online Shopping - Safari',
        'Wikipedia, the free encyclopedia', 'Pull Request #1234 · acme/web · GitHub',
        'Issues · rust-lang/rust · GitHub', 'feature/login-page · acme/web · GitLab',
        'Jira - Sprint 42 board', '[JIRA-4417] Checkout button unresponsive on Safari - Jira',
        'Untitled spreadsheet - Google Sheets', 'Project plan - Google Docs', 'Q4 OKRs - Google Slides',
        '🎉 Launch party planning - Notion', '📚 Reading list - Notion', '✈️ Trip to Lisbon - Notion',
        '🚀 Release checklist v2.3 - Confluence', '💡 Ideas — Obsidian', 'Daily note 2024-11-30 — Obsidian',
        'Figma - Onboarding flow v3', 'Untitled - Paint', 'Untitled - Notepad', '*notes.txt - Notepad',
        'Calculator', 'Task Manager', 'Settings', 'Control Panel\\All Control Panel Items\\Power Options',
        'Spotify Premium', 'Daft Punk - Get Lucky - Spotify', 'VLC media player', 'holiday-video.mp4 - VLC media player',
        'Docker Desktop', 'Containers - Docker Desktop', 'Postman - My Workspace', 'Activity Monitor (All Processes)',
        'Software Update', 'About This Mac', 'Keychain Access', 'Print', 'Save As', 'Open', 'Export', 'Page Setup',
        'Speichern unter', 'Enregistrer sous', 'Guardar como', '名前を付けて保存', '另存为', '다른 이름으로 저장',
        'حفظ باسم', 'שמירה בשם', 'Сохранить как',
        'Rechnung_2024-11.pdf - Adobe Acrobat Reader (64-bit)', 'Facture n° 2024-0457.pdf — Aperçu',
        'Informe de ventas — Numbers', 'プロジェクト計画.xlsx - Excel', '项目计划书.docx - Word', '주간 보고서.pptx - PowerPoint',
        'تقرير الربع الثالث.xlsx - Excel', 'דוח רבעוני.docx - Word', 'Отчёт за ноябрь.xlsx - Excel',
        'WeChat', '微信', 'LINE', 'KakaoTalk', 'Telegram', 'WhatsApp', 'Signal',
    ])

    # ---- search queries
    mark('search queries')
    extend([
        'weather tomorrow', 'weather in Berlin this weekend', 'best pizza near me', 'how to center a div',
        'rust iterator vs for loop performance', 'python list comprehension examples', 'convert mp4 to gif',
        'flights from SFO to JFK december', 'cheap hotels in Lisbon', 'USD to EUR', '100 usd to jpy',
        'time in Tokyo', 'translate hello to japanese', 'how to reset password on mac', 'forgot apple id password',
        'what is two-factor authentication', 'how do api keys work', 'oauth 2.0 authorization code flow explained',
        'jwt vs session cookies', 'how to generate ssh key', 'git undo last commit', 'docker compose restart one service',
        'kubectl get pods all namespaces', 'excel vlookup example', 'google sheets conditional formatting',
        'pivot table excel', 'word table of contents', 'powerpoint slide numbers', 'outlook out of office',
        'how long to boil an egg', 'banana bread recipe', 'vegan lasagna', 'marathon training plan 16 weeks',
        'nearest pharmacy open now', 'train times london to manchester', 'bus 42 schedule',
        'iphone 15 battery replacement cost', 'macbook pro m3 vs m4', 'best noise cancelling headphones 2024',
        'Taylor Swift tour dates', 'Champions League results', 'NBA scores', 'stock price AAPL', 'bitcoin price',
        'news today', 'election results', 'population of Canada', 'distance earth to moon', 'capital of Australia',
        'pythagorean theorem', 'derivative of sin x', 'how many ounces in a cup', '5 feet 9 in cm',
        'Wetter morgen', 'Rezept Apfelstrudel', 'Zugverbindung Berlin München', 'météo Paris', 'recette crêpes',
        'horaires SNCF', 'clima en Madrid', 'receta de paella', 'vuelos baratos a Cancún', '東京 天気', 'ラーメン 近く',
        '新幹線 時刻表', '北京 天气', '火锅 附近', '高铁 时刻表', '서울 날씨', '맛집 추천', 'погода Москва',
        'рецепт борща', 'الطقس في دبي', 'מזג האוויר בתל אביב', 'hava durumu İstanbul', 'thời tiết Hà Nội',
        'site:github.com secret scanning', 'filetype:pdf annual report 2023', '"quarterly numbers" from:cfo',
        'in:inbox is:unread', 'from:amazon subject:order', 'label:receipts after:2024/01/01', 'has:attachment invoice',
        'cats', 'dogs', 'wallpapers 4k', 'lofi hip hop', 'rick astley never gonna give you up',
        'how to make a strong password', 'password manager comparison', 'what is a private key',
        'token meaning in nlp', 'scikit-learn random forest example', 'sk-learn train test split',
        'bearer bonds definition', 'basic income experiments', 'secret santa gift ideas under $25',
        'the secret garden book', 'session musicians for hire', 'pin code india 560001', 'zip code 94103',
        'keyboard shortcuts vs code', 'cmd shift 4 not working', 'ctrl alt delete mac',
        'weather tomorrow', 'q=weather+tomorrow',
    ])

    # ---- menu paths
    mark('menu paths')
    extend([
        'File > Export > Export as PDF…', 'File > Export > Export as PDF...', 'View > Show Sidebar', 'View > Hide Toolbar',
        'File > New Window', 'File > New Tab', 'File > Open Recent > Clear Menu', 'File > Save As…', 'File > Print…',
        'File > Share > Email', 'File > Close Window', 'Edit > Undo Typing', 'Edit > Redo', 'Edit > Copy', 'Edit > Paste',
        'Edit > Paste and Match Style', 'Edit > Find > Find and Replace…', 'Edit > Select All', 'Edit > Emoji & Symbols',
        'Format > Font > Bold', 'Format > Text > Align Center', 'Format > Conditional Formatting…', 'Insert > Table',
        'Insert > Chart > Column', 'Insert > Page Break', 'Insert > Image > Upload from computer', 'Insert > Comment',
        'Tools > Options', 'Tools > Extensions', 'Tools > Developer Tools', 'Tools > Word Count',
        'Window > Minimize', 'Window > Zoom', 'Window > Bring All to Front', 'Help > Keyboard Shortcuts',
        'Help > Check for Updates…', 'Help > About', 'Apple menu > System Settings… > General > Software Update',
        'Apple menu > About This Mac', 'Apple menu > Sleep', 'Apple menu > Restart…', 'Apple menu > Force Quit…',
        'System Settings > Privacy & Security > Accessibility', 'System Settings > Wi-Fi', 'System Settings > Displays',
        'System Settings > Touch ID & Password', 'System Settings > Users & Groups', 'System Settings > Passwords',
        'Settings > Accounts > Sign-in options', 'Settings > Privacy & security > Windows Security',
        'Settings > System > Display', 'Settings > Apps > Installed apps', 'Settings > Network & internet > Wi-Fi',
        'Settings > Security > Change password', 'Account > Security > Two-factor authentication',
        'Settings > Developer settings > Personal access tokens', 'Settings > API keys > Create new key',
        'Preferences > Advanced > Show Develop menu in menu bar', 'Chrome menu > Settings > Autofill and passwords',
        'Firefox > Settings > Privacy & Security', 'Code > Settings > Settings', 'File > Preferences > Settings',
        'View > Command Palette…', 'Terminal > New Terminal', 'Run > Start Debugging', 'Selection > Expand Selection',
        'Go > Go to File…', 'Git > Commit', 'VCS > Git > Pull…', 'Build > Rebuild Project', 'Product > Archive',
        'Data > Sort', 'Data > Filter', 'Data > Pivot Table', 'Review > Track Changes', 'Review > New Comment',
        'Slide Show > From Beginning', 'Design > Themes', 'Arrange > Align Objects > Align Left',
        'Datei > Exportieren > Als PDF exportieren…', 'Ansicht > Seitenleiste einblenden', 'Bearbeiten > Rückgängig',
        'Fichier > Exporter au format PDF…', 'Présentation > Afficher la barre latérale', 'Édition > Annuler',
        'Archivo > Exportar como PDF…', 'Ver > Mostrar barra lateral', 'Edición > Deshacer',
        'ファイル > 書き出す > PDFとして書き出す…', '表示 > サイドバーを表示', '編集 > 取り消す',
        '文件 > 导出为 PDF…', '显示 > 显示边栏', '编辑 > 撤销', '파일 > PDF로 내보내기…', '보기 > 사이드바 보기',
        'Файл > Экспортировать как PDF…', 'Вид > Показать боковую панель', 'ملف > تصدير بتنسيق PDF…', 'קובץ > ייצוא כ-PDF…',
        'Right-click > Open With > TextEdit', 'Right-click > Rename', 'Right-click > Copy link address',
        'More actions (⋯) > Download', '⋮ > Share > Copy link', '☰ > History > Clear recent history…',
    ])

    # ---- wait predicates / status text
    mark('wait predicates / status text')
    extend([
        'Download complete', 'Saved', 'Loading…', 'Loading...', 'Uploading 3 of 12 files', 'Upload complete',
        'Sending…', 'Sent', 'Message sent', 'Delivered', 'Read 10:42', 'Connecting…', 'Connected', 'Reconnecting…',
        'Syncing…', 'Up to date', 'All changes saved', 'Saving…', 'Saved to OneDrive', 'Saved to this PC',
        'Export finished', 'Build succeeded', 'Build failed', 'Tests passed', '42 passed, 0 failed', 'Compiling…',
        'Installing updates 37%', 'Restart required', 'Update available', 'Ready', 'Done', 'Processing payment…',
        'Payment successful', 'Order confirmed', 'Signed in', 'Signed out', 'You are offline', 'No results found',
        'Page 2 of 5', 'Showing 1–20 of 134 results', 'Search results for “weather tomorrow”', 'Copied!', 'Copied to clipboard',
        'Link copied', 'File moved to Trash', 'Emptying Trash…', 'Rendering 58%', 'Transcoding video…', 'Indexing…',
        'Waiting for network', 'Estimated time remaining: 2 minutes', '3 minutes remaining', 'Almost done…',
        'Gespeichert', 'Wird geladen…', 'Enregistré', 'Chargement…', 'Guardado', 'Cargando…', '保存しました', '読み込み中…',
        '已保存', '加载中…', '저장됨', '로드 중…', 'Сохранено', 'Загрузка…', 'تم الحفظ', 'נשמר',
    ])

    # ---- accessibility labels / buttons
    mark('accessibility labels / buttons')
    extend([
        'Send', 'Close window', 'Search field', 'Close', 'Minimize', 'Zoom', 'Full Screen', 'Back', 'Forward', 'Reload',
        'Reload this page', 'Bookmark this tab', 'New tab', 'Address and search bar', 'Downloads', 'Extensions',
        'Profile', 'Menu', 'More options', 'Settings', 'Notifications', 'Help', 'Share', 'Edit', 'Delete', 'Archive',
        'Reply', 'Reply all', 'Forward message', 'Mark as read', 'Mark as unread', 'Flag', 'Move to folder', 'Compose',
        'New message', 'Attach file', 'Insert emoji', 'Format text', 'Bold', 'Italic', 'Underline', 'Bulleted list',
        'Numbered list', 'Insert link', 'Play', 'Pause', 'Next track', 'Previous track', 'Mute', 'Unmute',
        'Volume', 'Start video', 'Stop video', 'Share screen', 'Leave meeting', 'End meeting for all', 'Raise hand',
        'Open sidebar', 'Collapse sidebar', 'Toggle dark mode', 'Sort by date', 'Filter', 'Clear filters', 'Select all',
        'Add to cart', 'Buy now', 'Proceed to checkout', 'Continue', 'Cancel', 'OK', 'Apply', 'Save', 'Save changes',
        'Discard', "Don't Save", 'Open', 'Open in new window', 'Download', 'Upload', 'Sign in', 'Sign up', 'Log out',
        'Next', 'Previous', 'Submit', 'Accept all cookies', 'Reject all', 'Manage preferences', 'Dismiss', 'Got it',
        'Learn more', 'Skip', 'Skip for now', 'Remind me later', 'Install', 'Uninstall', 'Update now', 'Restart now',
        'Senden', 'Schließen', 'Suchfeld', 'Envoyer', 'Fermer', 'Rechercher', 'Enviar', 'Cerrar', 'Buscar',
        '送信', '閉じる', '検索', '发送', '关闭', '搜索', '보내기', '닫기', '검색', 'Отправить', 'Закрыть', 'Поиск',
        'إرسال', 'إغلاق', 'بحث', 'שלח', 'סגור', 'חיפוש',
        'Username', 'Email address', 'Email or phone', 'Phone number', 'Full name', 'Company', 'Search mail',
        'Search or type URL', 'Type a message', 'Message #general', 'Write a comment…', 'Add a caption…',
    ])

    # ---- URLs without credentials
    mark('URLs without credentials')
    repos = ['rust-lang/rust', 'torvalds/linux', 'microsoft/vscode', 'facebook/react', 'python/cpython', 'kubernetes/kubernetes',
             'acme/web', 'acme/payments', 'serde-rs/serde', 'tokio-rs/tokio', 'golang/go', 'nodejs/node']
    for rp in repos:
        out.append('https://github.com/%s' % rp)
        out.append('https://github.com/%s/commit/%s' % (rp, hx(40)))
        out.append('https://github.com/%s/issues/%d' % (rp, R.randint(10, 120000)))
        out.append('https://github.com/%s/pull/%d/files' % (rp, R.randint(10, 120000)))
    for _ in range(8):
        out.append('https://gitlab.com/gitlab-org/gitlab/-/commit/%s' % hx(40))
    extend([
        'https://gitlab.com/gitlab-org/gitlab/-/issues/412345', 'https://gitlab.com/acme/web/-/merge_requests/88',
        'https://github.com/acme/web/blob/main/src/App.tsx#L42', 'https://github.com/acme/web/tree/feature/login-page',
        'https://github.com/acme/web/compare/v1.2.3...v1.3.0', 'https://github.com/acme/web/releases/tag/v2.0.0',
        'https://github.com/acme/web/actions/runs/11823456789', 'https://github.com/settings/tokens',
        'https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=read%3Auser&state=af0ifjsldkj',
        'https://accounts.google.com/o/oauth2/v2/auth?client_id=123456789012-abc.apps.googleusercontent.com&redirect_uri=https://app.example.com/callback&response_type=code&scope=openid%20email&access_type=offline',
        'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=6731de76-14a6-49ae-97bc-6eba6914391e&response_type=code&redirect_uri=http%3A%2F%2Flocalhost%2Fmyapp%2F&response_mode=query&scope=offline_access%20user.read',
        'https://example.okta.com/oauth2/default/v1/authorize?client_id=0oa1b2c3d4&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&state=state-296bc9a0',
        'https://www.example.com/products?page=2&sort=desc', 'https://shop.example.com/search?q=weather+tomorrow&lang=en',
        'https://news.example.com/article/12345?utm_source=newsletter&utm_medium=email&utm_campaign=nov24',
        'https://example.com/?ref=home', 'https://example.com/docs?lang=en&version=2.1', 'https://www.google.com/search?q=weather+tomorrow',
        'https://www.bing.com/search?q=pizza+near+me&form=QBLH', 'https://duckduckgo.com/?q=rust+lifetimes&ia=web',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=9bZkp7q19f0&t=42s',
        'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/@mkbhd/videos', 'https://www.youtube.com/results?search_query=lofi+hip+hop',
        'https://acme-public-assets.s3.amazonaws.com/logos/acme-logo.png', 'https://s3.us-west-2.amazonaws.com/acme-downloads/installer-2.3.1.dmg',
        'https://acme-docs.s3.eu-central-1.amazonaws.com/manual/v3/index.html', 's3://acme-data-lake/raw/2024/11/30/events.parquet',
        'https://storage.googleapis.com/acme-public/datasets/sample.csv', 'https://acmestorage01.blob.core.windows.net/public/brochure.pdf',
        'https://en.wikipedia.org/wiki/Public-key_cryptography', 'https://en.wikipedia.org/wiki/Password', 'https://de.wikipedia.org/wiki/Passwort',
        'https://docs.python.org/3/library/secrets.html', 'https://doc.rust-lang.org/std/collections/struct.HashMap.html',
        'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Authorization', 'https://datatracker.ietf.org/doc/html/rfc7519',
        'https://www.amazon.com/dp/B08N5WRWNW', 'https://www.amazon.de/gp/your-account/order-history?ref_=ya_d_c_yo',
        'https://www.ebay.com/itm/256789012345', 'https://maps.google.com/?q=1600+Amphitheatre+Parkway', 'https://www.google.com/maps/place/Eiffel+Tower/@48.8583701,2.2922926,17z',
        'https://mail.google.com/mail/u/0/#inbox', 'https://mail.google.com/mail/u/0/#search/invoice', 'https://outlook.office.com/mail/inbox',
        'https://calendar.google.com/calendar/r/week/2024/11/30', 'https://drive.google.com/drive/my-drive', 'https://app.slack.com/client/T0123ABCD/C0456EFGH',
        'https://acme.atlassian.net/browse/JIRA-4417', 'https://acme.atlassian.net/jira/software/projects/WEB/boards/12',
        'https://stackoverflow.com/questions/11227809/why-is-processing-a-sorted-array-faster-than-processing-an-unsorted-array',
        'https://crates.io/crates/serde', 'https://pypi.org/project/requests/', 'https://www.npmjs.com/package/typescript',
        'https://hub.docker.com/_/nginx', 'https://registry.example.com/v2/library/nginx/tags/list', 'http://localhost:3000/',
        'http://localhost:8080/api/v1/health', 'http://127.0.0.1:5000/dashboard?tab=metrics', 'http://192.168.1.1/',
        'https://www.reddit.com/r/rust/comments/1h2x3y4/announcing_rust_1830/', 'https://twitter.com/rustlang/status/1862512345678901234',
        'https://www.linkedin.com/in/jane-doe-12345/', 'https://www.instagram.com/natgeo/', 'https://www.tiktok.com/@nasa/video/7412345678901234567',
        'https://www.booking.com/hotel/pt/lisbon-central.html?checkin=2024-12-20&checkout=2024-12-27&group_adults=2',
        'https://www.airbnb.com/rooms/12345678?adults=2&check_in=2025-01-10&check_out=2025-01-14', 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        'https://zoom.us/j/85212345678', 'https://meet.google.com/abc-defg-hij', 'https://teams.microsoft.com/l/channel/19%3Aabc123%40thread.tacv2/General',
        'https://example.com/unsubscribe?list=weekly&email=jane%40example.com', 'https://status.example.com/incidents/2024-11-30',
        'https://app.example.com/settings/api-keys', 'https://app.example.com/account/security', 'https://app.example.com/forgot-password',
        'https://app.example.com/login?next=%2Fdashboard', 'https://app.example.com/signup?plan=basic&billing=monthly',
        'https://example.com/oauth/authorize?response_type=code&client_id=web-app&redirect_uri=https%3A%2F%2Fexample.com%2Fcb&scope=profile',
        'https://www.figma.com/file/ABC123/Onboarding-flow', 'https://www.notion.so/Release-checklist-v2-3',
        'ftp://ftp.gnu.org/gnu/bash/', 'https://ftp.debian.org/debian/dists/bookworm/Release', 'https://archive.org/details/texts',
        'https://www.bbc.co.uk/news/technology', 'https://www.lemonde.fr/international/', 'https://www.spiegel.de/netzwelt/',
        'https://www.nhk.or.jp/news/', 'https://www.baidu.com/s?wd=%E5%A4%A9%E6%B0%94', 'https://search.naver.com/search.naver?query=%EB%82%A0%EC%94%A8',
        'mailto:support@example.com?subject=Order%20112-3456789-0123456', 'tel:+1-555-0142',
    ])

    # ---- borderline-but-benign public ids (documented in README)
    mark('borderline-but-benign public ids (documented in README)')
    extend([
        'https://bit.ly/3xYz9Ab', 'bit.ly/3xYz9Ab', 'https://t.co/Ab12Cd34Ef', 'https://goo.gl/maps/Xy7Zq2PpQk3N5aB8A',
        'https://docs.google.com/document/d/1A2b3C4d5E6f7G8h9I0jK/edit', 'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0',
        'https://drive.google.com/file/d/0B1x2y3z4A5b6C7d8E9f0/view?usp=sharing', 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
        'https://imgur.com/a/Ab3dE9x', 'https://pastebin.com/raw/9xQ2kLmN',
    ])

    # ---- file paths
    mark('file paths')
    extend([
        '~/Downloads/Q3 Report (final v2).xlsx', '~/Documents/Taxes/2023/W-2.pdf', '/Users/alice/Desktop/Screenshot 2024-11-30 at 10.15.02.png',
        '/Users/alice/Library/Application Support/Code/User/settings.json', '/Applications/Visual Studio Code.app',
        '/Applications/Microsoft Excel.app/Contents/MacOS/Microsoft Excel', '/System/Library/CoreServices/Finder.app',
        '/usr/local/bin/python3', '/usr/bin/env', '/etc/hosts', '/etc/nginx/nginx.conf', '/var/log/syslog', '/var/log/nginx/access.log',
        '/home/bob/projects/demo/src/main.rs', '/home/bob/.config/nvim/init.lua', '/opt/homebrew/Cellar/git/2.47.1/bin/git',
        '/tmp/tmpa1b2c3d4/output.json', '/proc/cpuinfo', '/dev/null', './scripts/build.sh', '../shared/README.md',
        'C:\\Users\\Alice\\Documents\\Budget 2025.xlsx', 'C:\\Program Files\\Microsoft Office\\root\\Office16\\EXCEL.EXE',
        'C:\\Windows\\System32\\drivers\\etc\\hosts', 'C:\\Windows\\System32\\notepad.exe', 'D:\\Photos\\2024\\IMG_4417.JPG',
        '%USERPROFILE%\\AppData\\Roaming\\Code\\User\\settings.json', '\\\\fileserver\\shared\\Finance\\Q3\\forecast.xlsx',
        'Macintosh HD > Users > alice > Documents', 'iCloud Drive/Documents/Notes/todo.md',
        'target/release/deps/libserde-3f2a9c1b7e4d5a60.rlib', 'target/debug/deps/tokio-9c4e1f2a3b5d6e70.d',
        'target/debug/build/ring-7d1e8f90a2b3c4d5/out', 'target/x86_64-unknown-linux-gnu/release/myapp',
        'node_modules/.cache/babel-loader/6f1e2d3c.json', 'node_modules/.vite/deps/react.js?v=7e3c9a1f',
        'dist/assets/index-4f9a2c1e.js', 'build/static/js/app.3f9a2c1e.chunk.js', 'build/static/css/main.8b1d6e2f.css',
        '.next/static/chunks/pages/_app-2a7c4e9b1d3f5a60.js', 'public/fonts/Inter-Regular.woff2',
        '__pycache__/utils.cpython-312.pyc', '.venv/lib/python3.12/site-packages/requests/__init__.py',
        '~/.cargo/registry/src/index.crates.io-6f17d22bba15001f/serde-1.0.215/src/lib.rs',
        '~/.m2/repository/org/springframework/spring-core/6.1.14/spring-core-6.1.14.jar',
        '~/Library/Caches/com.apple.Safari/Cache.db', '~/Library/Developer/Xcode/DerivedData/MyApp-bxqkzjdwcfhgqlfhnvnbrgvyytea/Build',
        'android/app/build/outputs/apk/release/app-release.apk', 'ios/Pods/Firebase/CoreOnly/Sources/Firebase.h',
        '/var/lib/docker/overlay2/4a1b2c3d4e5f/merged',         'src/components/LoginForm.tsx', 'src/auth/password_reset.py', 'config/secrets.example.yml', 'docs/api/authentication.md',
        'tests/fixtures/users.json', 'migrations/20241130101500_create_users.sql', 'assets/images/logo@2x.png',
        '/Volumes/Backup/2024-11-30', 'smb://nas.local/media/Movies', 'file:///Users/alice/Desktop/index.html',
    ])
    out.append('/nix/store/%s-git-2.47.1' % rs(32, '0123456789abcdfghijklmnpqrsvwxyz'))
    for _ in range(10):
        out.append('target/release/deps/lib%s-%s.rlib' % (R.choice(['tokio', 'regex', 'anyhow', 'clap', 'syn', 'quote', 'rand', 'hyper', 'bytes', 'log']), hx(16)))
    for _ in range(8):
        out.append('static/js/%s.%s.chunk.js' % (R.choice(['main', 'vendors', 'runtime', '787', '453', 'app']), hx(8)))

    # ---- UUIDs and host-minted ids
    mark('UUIDs and host-minted ids')
    for _ in range(25):
        out.append(uuid4())
    for _ in range(8):
        out.append(uuid4().upper())
    for _ in range(6):
        out.append('{%s}' % uuid4().upper())
    extend(['obs-7', 'obs-12', 'obs-113', 'e12', 'e3', 'e417', 'win-42', 'win-7', 'tab-3', 'el-1088', 'node-19',
            'obs:2026-11-30:17', 'obs:2026-11-30:3', 'step:2026-11-30:42', 'msg_01HF3Z8K9Q', 'msg_01J9ZX3M2A',
            'req_4417', 'run-2024-11-30-001', 'job #1882', 'task-9f3a', 'session 3 of 5', 'turn 12', 'frame 0042',
            'pid 4417', 'PID 31337', 'port 8080', 'window 2 of 3', 'ax-node-552', 'elem[17]', 'screen-1', 'display 2',
            'build #2047', 'pipeline #98231', 'Run 11823456789', 'container 3f2a9c1b7e4d', 'pod web-7d9f8b6c5-x2k4z',
            'i-0abc123def4567890', 'vpc-0a1b2c3d', 'sg-0123456789abcdef0', 'arn:aws:s3:::acme-public-assets',
            'projects/acme-prod/locations/us-central1', 'ch_3PqR2sT4uV', 'cus_Q1w2E3r4', 'evt_2024_11_30_0001'])

    # ---- version strings
    mark('version strings')
    extend(['v1.2.3', 'v0.9.0-beta.2', '1.83.0', 'rustc 1.83.0 (90b35a623 2024-11-26)', '10.0.19045.3803', '10.0.22631.4460',
            '2026.11.30-rc1', 'Chrome 131.0.6778.86', 'Firefox 133.0', 'Safari 18.1.1', 'macOS Sequoia 15.1.1 (24B91)',
            'iOS 18.1', 'Android 15', 'Windows 11 23H2', 'Ubuntu 24.04.1 LTS', 'Debian 12 (bookworm)', 'Python 3.12.7',
            'Node.js v22.11.0', 'npm 10.9.0', 'Go 1.23.3', 'OpenJDK 21.0.5', 'Xcode 16.1 (16B40)', 'Docker version 27.3.1, build ce12230',
            'git version 2.47.1', 'Version 2.3.1 (Build 4417)', 'Build 24B91', 'Microsoft Excel for Mac Version 16.91 (24111020)',
            'Visual Studio Code 1.95.3', 'Slack 4.41.105', 'Zoom 6.2.11 (46218)', 'kernel 6.8.0-49-generic', 'OpenSSL 3.0.13 30 Jan 2024',
            'postgres (PostgreSQL) 16.6', 'nginx/1.27.3', 'serde = "1.0.215"', 'typescript@5.7.2', 'react-dom@19.0.0',
            'version: 3.8', 'API v2', 'Schema version 42', 'firmware 4.1.7', 'BIOS F.23', 'v2024.11.30', '0.1.0-alpha+001',
            '1.0.0-rc.1+build.5', 'Release 24.10', 'Build 2047 (3f2a9c1)'])

    # ---- short git commit ids in context
    mark('short git commit ids in context')
    for _ in range(12):
        h = hx(R.choice([7, 8, 9, 10, 12]))
        out.append(R.choice(['commit %s', '%s', 'Merge %s into main', 'HEAD is now at %s Fix typo in README',
                             'git show %s', 'git revert %s', 'cherry-picked from %s', '(%s) Bump version to 2.3.1',
                             'Reverts %s', 'built from %s']) % h)
    for _ in range(6):
        out.append('commit %s' % hx(40))
    extend(['git log --oneline -5', 'a1b2c3d Add login page', '3f2a9c1 (HEAD -> main, origin/main) Update dependencies'])

    # ---- money
    mark('money')
    extend(['$1,234.56', '€ 99,00', '¥12,000', '£45.99', '₹1,499', '₩35,000', 'CHF 120.–', 'R$ 59,90', 'A$ 24.95', 'C$19.99',
            '₽ 2 490', '₺149,90', '$0.99', '$4.99/month', 'USD 12,500.00', 'EUR 3.200,00', '1.234,56 €', '99,00 € TTC',
            'Total: $87.40', 'Subtotal $79.00 · Tax $8.40', 'Balance due: $0.00', 'You saved $15.00', '-$12.00 refund',
            '¥1,980（税込）', '￥128.00', '合计：¥356.50', '총액 ₩48,900', 'Итого: 4 500 ₽', 'المجموع: 250 د.إ', 'סה"כ ₪ 129.90',
            '+$2,431.17 (1.8%)', 'Market cap $3.45T', 'Price: $189.95', '0.00042 BTC', '12.5 ETH', 'Basic plan — $4/month',
            'Pro plan $12/user/month billed annually', 'Free trial ends Dec 14'])

    # ---- dates and times
    mark('dates and times')
    extend(['2024-11-30', '2024-11-30T10:15:02Z', '2024-11-30T10:15:02.123+01:00', '2026-11-30 17:00', '11/30/2024', '30/11/2024',
            '30.11.2024', '30.11.2024, 14:05', 'Nov 30, 2024', 'November 30, 2024 at 3:45 PM', 'Saturday, 30 November 2024',
            'Sat, 30 Nov 2024 10:15:02 GMT', '2024年11月30日', '2024年11月30日 土曜日', '2024년 11월 30일', '30 ноября 2024 г.',
            'samedi 30 novembre 2024', 'sábado, 30 de noviembre de 2024', 'Samstag, 30. November 2024', '30 نوفمبر 2024',
            'yesterday', 'today at 9:41 AM', 'Tomorrow, 10:00', '2 minutes ago', '3 hours ago', 'last week', 'in 5 days',
            'Edited 1 hour ago', 'Last modified: Nov 29', 'Updated just now', 'Due Friday', 'Q4 2024', 'FY2025', 'Week 48',
            '10:42', '10:42 AM', '22:05', '9:41', '00:03:27', '1:23:45', 'UTC+09:00', 'PST', 'Europe/Berlin', 'Asia/Tokyo',
            '1732961702', 'Mon–Fri 9:00–17:00', '9 AM – 5 PM', 'Dec 20 – Jan 3', '2024-W48', 'Unix time 1732961702'])

    # ---- email subjects
    mark('email subjects')
    extend(['Re: lunch tomorrow', 'Subject: Quarterly numbers', 'Fwd: Q3 Report (final v2)', 'Your order has shipped',
            'Your Amazon.com order #112-3456789-0123456', 'Invoice INV-2024-000123 from Acme Corp', 'Meeting: Weekly sync (Thu 10:00)',
            'Updated invitation: Design review @ Mon Dec 2, 2024', 'Accepted: 1:1 Jane / Omar', 'Out of office: back Dec 2',
            'Welcome to Acme!', 'Verify your email address', 'Reset your password', 'Your password was changed',
            'New sign-in to your account', 'Your API key was created', 'Security alert for jane.doe@example.com',
            'Your receipt from Apple', 'Your Uber receipt', 'Your flight to Lisbon is confirmed', 'Boarding pass: TP 1349 LHR→LIS',
            'Happy birthday, Kenji! 🎂', 'Team offsite agenda', '[acme/web] Fix checkout bug (#1234)', '[JIRA] (JIRA-4417) Checkout button unresponsive',
            'Build failed: acme/web main (#2047)', 'Weekly digest: 12 new posts', 'Newsletter – November 2024', 'Re: Re: Fwd: contract draft v3',
            'AW: Angebot Nr. 2024-117', 'RE: Rechnung November', 'TR: Compte rendu de réunion', 'RV: Presupuesto actualizado',
            'Re: 見積書の件', '回复：项目进度', '회신: 회의 일정', 'Re: Отчёт за ноябрь', 'رد: اجتماع الأسبوع', 'תגובה: פגישה שבועית',
            'Action required: confirm your subscription', 'Reminder: timesheet due Friday', 'Your statement is ready', 'Password expiry notice'])

    # ---- phone numbers (fictional ranges), addresses
    mark('phone numbers (fictional ranges), addresses')
    extend(['+1 (555) 014-2233', '(555) 010-4417', '+1-555-0199', '555-0123', '+44 20 7946 0958', '020 7946 0321',
            '+49 30 901820', '+33 1 99 00 12 34', '+81 3-1234-5678', '03-1234-5678', '+86 10 1234 5678', '+82 2-123-4567',
            '+61 491 570 156', '+7 495 123-45-67', '+972 3-555-0101', '+971 4 555 0100', '+34 912 345 678', '+39 06 1234 5678',
            '+91 98765 43210', 'ext. 4417', 'Call +1 555 0100 for support'])
    extend(['1600 Amphitheatre Parkway, Mountain View, CA 94043', 'One Apple Park Way, Cupertino, CA 95014',
            '221B Baker Street, London NW1 6XE', '10 Downing Street, London SW1A 2AA', '350 Fifth Avenue, New York, NY 10118',
            '1 Microsoft Way, Redmond, WA 98052', 'Platz der Republik 1, 11011 Berlin', '5 Avenue Anatole France, 75007 Paris',
            'Calle de Alcalá 42, 28014 Madrid', '東京都千代田区千代田1-1', '北京市东城区景山前街4号', '서울특별시 종로구 세종대로 172',
            'Красная площадь, 1, Москва', 'شارع الشيخ زايد، دبي', 'רחוב הרצל 1, תל אביב', 'Apt 4B, 123 Main St, Springfield, IL 62701',
            'PO Box 4417, Anchorage, AK 99501', '742 Evergreen Terrace, Springfield', 'Unit 12, 45 King St, Sydney NSW 2000',
            'Via del Corso 18, 00186 Roma RM', 'Rua Augusta 100, 1100-053 Lisboa'])

    # ---- orders / tickets / invoices / products / tracking / ISBN
    mark('orders / tickets / invoices / products / tracking / ISBN')
    extend(['INV-2024-000123', 'INV-2024-000124', 'Invoice #A-10442', 'Order #112-3456789-0123456', 'Order 112-9876543-2109876',
            'JIRA-4417', 'WEB-1288', 'OPS-77', 'PROJ-1024', 'ticket 20241130000123', 'Ticket #48213', 'Case 00123456',
            'INC0012345', 'CHG0034567', 'RITM0012345', 'SR 3-12345678901', 'PO-77812', 'Quote Q-2024-117', 'Receipt 2024-11-30-0042',
            'Booking ref ABC123', 'PNR: 6HJ2LQ', 'Flight TP 1349', 'Seat 14C', 'Gate B22',
            'Order #4417 ready for pickup', 'Customer ID 10045821', 'Account no. ending in 4417', 'Member since 2019',
            'SM-G991B', 'SM-S928B/DS', 'MacBookPro18,3', 'Mac15,3', 'iPhone15,2', 'iPad13,18', 'Pixel 9 Pro (GR83Y)', 'ThinkPad X1 Carbon Gen 12 (21KC)',
            'Dell XPS 13 9340', 'Surface Laptop 7 (1796)', 'A2338', 'MTUX3LL/A', 'WH-1000XM5', 'RTX 4090', 'Intel Core i7-13700K',
            'Apple M3 Pro 12-Core CPU', 'Sony α7 IV (ILCE-7M4)', 'Kindle Paperwhite (11th Gen)', 'LG OLED55C3PUA',
            '1Z999AA10123456784', 'UPS 1Z 999 AA1 01 2345 6784', '9400 1000 0000 0000 0000 00', 'FedEx 7749 1234 5678', 'JD014600006281234567',
            'LX123456789DE', 'RR123456785CN', 'DHL 1234567890', 'Tracking: 1Z999AA10123456784 — Out for delivery',
            'ISBN 978-0-13-110362-7', 'ISBN-13: 978-1-59327-828-1', 'ISBN 0-201-63361-2', '978-0262033848', 'ISBN 978-4-87311-565-8',
            'ISSN 0028-0836', 'DOI 10.1038/nature14539', 'arXiv:1706.03762', 'PMID 31452104', 'ORCID 0000-0002-1825-0097'])

    # ---- colors, hashtags, mentions
    mark('colors, hashtags, mentions')
    extend(['#1e90ff', '#FF5733', '#000', '#ffffff', '#2c3e50cc', 'rgb(30,144,255)', 'rgba(0, 0, 0, 0.5)', 'hsl(210, 100%, 56%)',
            'color: #333;', 'background-color: #f5f5f5;', 'var(--accent-color)', 'oklch(70% 0.1 250)', 'Pantone 19-4052 Classic Blue',
            '#hashtag', '#ThrowbackThursday', '#rustlang', '#OOTD', '#100DaysOfCode', '#Wimbledon2024', '#旅行', '#맛집',
            '@jane.doe', '@rustlang', '@here', '@channel', '@Priya Patel', '@omar_h', 'cc @kenji @sofia', '@acme/web-team'])

    # ---- code without secrets
    mark('code without secrets')
    extend(['const total = items.length;', 'SELECT * FROM users WHERE id = 42;', 'for i in range(10):', 'git checkout -b feature/login-page',
            'npm install --save-dev typescript', 'docker run -p 8080:80 nginx', 'mkdir -p ~/projects/demo', 'ssh -p 2222 alice@host',
            'kubectl get pods -n kube-system', 'let mut v: Vec<u32> = Vec::new();', 'fn main() { println!("Hello, world!"); }',
            'import numpy as np', 'from sklearn.model_selection import train_test_split', 'pip install scikit-learn',
            'df.groupby("region").sum()', 'print(f"Total: {total:.2f}")', 'console.log(`Loaded ${items.length} items`);',
            'export default function App() {', 'return <LoginForm onSubmit={handleSubmit} />;', 'if err != nil { return err }',
            'def reset_password(user, new_password):', 'user.set_password(form.cleaned_data["password"])',
            'if (password.length < 8) showError("Password too short");', 'const [password, setPassword] = useState("");',
            '<input type="password" name="password" autocomplete="current-password">', '<label for="password">Password</label>',
            'hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())', 'token = request.headers.get("Authorization")',
            'api_key = os.environ["API_KEY"]', 'const password = process.env.DB_PASSWORD;', 'password: ${DB_PASSWORD}',
            'DB_PASSWORD=$(cat /run/secrets/db_password)', 'password_file: /run/secrets/db_password', 'secretRef: {name: db-credentials}',
            'valueFrom: {secretKeyRef: {name: db-credentials, key: password}}', 'aws secretsmanager get-secret-value --secret-id prod/db',
            'vault kv get secret/myapp', 'gh auth login', 'gh auth status', 'docker login registry.example.com', 'npm login',
            'ssh-keygen -t ed25519 -C "alice@example.com"', 'ssh-add ~/.ssh/id_ed25519', 'cat ~/.ssh/id_ed25519.pub',
            'chmod 600 ~/.ssh/id_ed25519', 'openssl req -new -key server.key -out server.csr', 'openssl x509 -in cert.pem -noout -text',
            'git clone https://github.com/rust-lang/rust.git', 'git clone git@github.com:acme/web.git', 'git push origin feature/login-page',
            'git rebase -i HEAD~3', 'git stash pop', 'git diff --stat', 'cargo build --release', 'cargo test -- --nocapture',
            'python3 -m venv .venv && source .venv/bin/activate', 'pip install -r requirements.txt', 'yarn add react-router-dom',
            'brew install --cask visual-studio-code', 'sudo apt-get update && sudo apt-get install -y curl', 'curl -sSL https://example.com/install.sh | sh',
            'curl -X GET "https://api.example.com/v1/status" -H "Accept: application/json"', 'curl -I https://example.com',
            'wget https://ftp.gnu.org/gnu/bash/bash-5.2.tar.gz', 'tar -xzf archive.tar.gz -C /tmp', 'find . -name "*.log" -mtime +7 -delete',
            'grep -rn "TODO" src/', 'ls -la ~/Downloads', 'cd ~/projects/demo && code .', 'docker compose up -d', 'docker ps -a',
            'kubectl logs -f deploy/web -n prod', 'kubectl describe secret db-credentials', 'helm upgrade --install web ./chart -f values.yaml',
            'terraform plan -out=tfplan', 'ansible-playbook -i inventory site.yml --check', 'psql -h localhost -U postgres -d app',
            'mysql -u root -p', 'mysql --user=app --database=shop', 'redis-cli ping', 'mongosh --host localhost', 'sqlite3 app.db ".tables"',
            'UPDATE orders SET status = \'shipped\' WHERE id = 4417;', 'CREATE TABLE users (id SERIAL PRIMARY KEY, email TEXT UNIQUE, password_hash TEXT NOT NULL);',
            'ALTER TABLE sessions ADD COLUMN expires_at TIMESTAMPTZ;', 'INSERT INTO products (name, price) VALUES (\'Widget\', 9.99);',
            '=SUM(B2:B14)', '=VLOOKUP(A2, Sheet2!A:C, 3, FALSE)', '=IF(C2>100, "High", "Low")', 'Ctrl+Shift+P', 'Cmd+Option+I', '⌘⇧4',
            'while True: time.sleep(1)', 'x = [i**2 for i in range(10)]', 'match cmd { Cmd::Quit => break, _ => {} }', 'assert_eq!(sum, 42);',
            '#include <stdio.h>', 'int main(void) { return 0; }', 'public static void main(String[] args) {', 'System.out.println("ok");',
            'std::vector<int> v{1, 2, 3};', 'SELECT COUNT(*) FROM sessions WHERE expires_at < NOW();', 'token_count = len(tokenizer.encode(text))',
            'tokens = text.split()', 'lexer.next_token()', 'let key = format!("{}:{}", user_id, page);', 'cache_key = f"user:{user_id}"',
            'map.insert(key, value);', 'dict(key="color", value="blue")', 'const secretGarden = loadBook("The Secret Garden");'])

    # ---- log lines without credentials
    mark('log lines without credentials')
    extend(['GET /api/v2/users?page=3 200 12ms', 'INFO Started server on port 8080', 'POST /api/v1/orders 201 48ms',
            'DELETE /api/v1/sessions/current 204 3ms', '127.0.0.1 - - [30/Nov/2024:10:15:01 +0000] "GET /index.html HTTP/1.1" 200 5123',
            '2024-11-30T10:15:02Z INFO  web::server: listening on 0.0.0.0:3000', '2024-11-30 10:15:02,123 WARNING Retrying request (attempt 2/5)',
            '[2024-11-30 10:15:02] ERROR Connection refused (os error 111)', 'ERROR: relation "users" does not exist', 'FATAL: database "app" does not exist',
            'WARN  Password policy updated: minimum length 12', 'INFO  User jane.doe@example.com logged in from 203.0.113.42',
            'INFO  Password reset email sent to jane.doe@example.com', 'INFO  API key created for project acme-web (id 4417)',
            'INFO  Token refreshed for user 10045821', 'DEBUG session started id=obs-7', 'WARN  Session expired for user 10045821',
            'INFO  2FA enabled for account 10045821', 'error[E0382]: borrow of moved value: `v`', 'warning: unused variable: `token`',
            'thread \'main\' panicked at src/main.rs:42:5:', 'Traceback (most recent call last):', 'KeyError: \'password\'',
            'TypeError: Cannot read properties of undefined (reading \'token\')', 'npm ERR! code ERESOLVE', 'npm WARN deprecated request@2.88.2',
            'Compiling serde v1.0.215', 'Finished `release` profile [optimized] target(s) in 41.27s', 'Running `target/debug/demo`',
            'test result: ok. 42 passed; 0 failed; 0 ignored', 'Successfully installed requests-2.32.3', 'added 1283 packages in 22s',
            'Pulling from library/nginx', 'Status: Downloaded newer image for nginx:latest', 'Container web-1  Started',
            'pod/web-7d9f8b6c5-x2k4z   1/1     Running   0          3h12m', 'deployment.apps/web configured', 'Apply complete! Resources: 3 added, 0 changed, 0 destroyed.',
            'PLAY RECAP *********************************************************************', 'ok: [web01]', 'changed: [db01]',
            'Connection to github.com closed.', 'Hi alice! You\'ve successfully authenticated, but GitHub does not provide shell access.',
            'Everything up-to-date', 'Switched to a new branch \'feature/login-page\'', 'Your branch is up to date with \'origin/main\'.',
            'Already up to date.', 'Fast-forward', ' 3 files changed, 42 insertions(+), 7 deletions(-)', 'remote: Enumerating objects: 15, done.',
            'HTTP/1.1 401 Unauthorized', 'HTTP/2 200', 'WWW-Authenticate: Bearer realm="api", error="invalid_token"', 'Content-Type: application/json; charset=utf-8',
            'Cache-Control: no-cache', 'X-Request-Id: 4f1c2e9a-7b3d-4e8f-9a1b-2c3d4e5f6a7b', 'Accept-Language: en-US,en;q=0.9', 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
            'Host: api.example.com', 'Content-Length: 348', 'Connection: keep-alive', 'Vary: Accept-Encoding', 'Server: nginx/1.27.3'])

    # ---- key=value with non-secret keys
    mark('key=value with non-secret keys')
    extend(['color=blue', 'page=2', 'theme: dark', 'timeout: 30s', 'author: Ada Lovelace', 'max_tokens: 4096', 'status: active',
            'lang=en', 'sort=desc', 'limit: 50', 'retries: 3', 'region: us-east-1', 'replicas: 3', 'image: nginx:1.27', 'port: 8080',
            'host: db.internal', 'user: app', 'username: jdoe', 'database: orders', 'log_level = "info"', 'debug = false', 'name = "demo"',
            'edition = "2021"', 'version = "0.1.0"', 'NODE_ENV=production', 'PORT=3000', 'TZ=Europe/Berlin', 'LANG=en_US.UTF-8',
            'EDITOR=vim', 'PATH=/usr/local/bin:/usr/bin:/bin', 'HOME=/home/bob', 'SHELL=/bin/zsh', 'DB_HOST=db.internal', 'DB_USER=app',
            'DB_NAME=orders', 'AWS_REGION=eu-west-1', 'AWS_DEFAULT_OUTPUT=json', 'LOG_FORMAT=json', 'FEATURE_FLAG_NEW_CHECKOUT=true',
            'temperature: 0.7', 'top_p: 0.95', 'model: claude-sonnet', 'stream: true', 'encoding: utf-8', 'indent_size = 4',
            'password_min_length: 12', 'password_reset_enabled: true', 'token_ttl_seconds: 3600', 'session_timeout: 30m',
            'show_password: false', 'require_2fa: true', '"token_type": "Bearer"', '"expires_in": 3600', '"scope": "openid profile email"',
            'auth_method: oauth2', 'keyring_backend = "os"', 'secret_scanning: enabled', 'key_size: 4096', 'key_algorithm: ed25519',
            'tokenizer: cl100k_base', 'num_tokens=512', 'keyboard_layout=us', 'primary_key: id', 'foreign_key: user_id',
            'api_version: 2024-10-21', 'api_base: https://api.example.com/v1', 'Re: lunch tomorrow', 'Subject: Quarterly numbers',
            'From: Jane Doe <jane.doe@example.com>', 'To: team@example.com', 'Cc: omar@example.com', 'Date: Sat, 30 Nov 2024 10:15:02 +0000',
            'Priority: High', 'Assignee: Kenji Tanaka', 'Labels: bug, frontend', 'Sprint: 42', 'Story points: 5', 'Severity: minor'])

    # ---- sentences mentioning secrets without holding one
    mark('sentences mentioning secrets without holding one')
    extend(['Forgot password?', 'Enter your password', 'Password must be at least 8 characters', 'Your session has expired',
            'API key created', 'Token expired, please sign in again', 'Reset your PIN', 'Two-factor code sent to •••• 4417',
            'Show password', 'Copy API key', 'Hide password', 'Confirm password', 'Current password', 'New password',
            'Passwords do not match', 'Incorrect password. Try again.', 'Password changed successfully', 'Your password has been reset',
            'Password strength: strong', 'Use at least one number and one symbol', 'Change your password every 90 days',
            'Enter the 6-digit code from your authenticator app', 'We sent a verification code to j***@example.com',
            'Enter the code we sent to +1 (555) •••-••42', 'Didn’t get a code? Resend', 'Use a backup code instead',
            'Remember this device for 30 days', 'Sign in with Google', 'Sign in with Apple', 'Continue with SSO', 'Log in with passkey',
            'Create API key', 'Revoke token', 'Regenerate secret', 'Rotate credentials', 'Your API key will only be shown once',
            'Store your secret key somewhere safe', 'Never share your private key', 'Private key (not shown)', 'Secret hidden',
            'This token has read-only access', 'Personal access tokens (classic)', 'Fine-grained tokens', 'No API keys yet',
            'Your recovery codes have been downloaded', 'Enter your PIN', 'Incorrect PIN, 2 attempts remaining', 'Set up Face ID',
            'Touch ID or enter your password', 'Keychain Access wants to use the "login" keychain.', 'Enter the Wi-Fi password for "Cafe Guest"',
            'Saved passwords', 'Check passwords', 'Password Manager', '1 compromised password found', 'Offer to save passwords',
            'Passwort vergessen?', 'Mot de passe oublié ?', '¿Olvidaste tu contraseña?', 'パスワードをお忘れですか？', '忘记密码？',
            '비밀번호를 잊으셨나요?', 'Забыли пароль?', 'نسيت كلمة المرور؟', 'שכחת את הסיסמה?',
            'Passwort eingeben', 'Saisissez votre mot de passe', 'Introduce tu contraseña', 'パスワードを入力', '输入密码', '비밀번호 입력',
            'Password: ••••••••', 'PIN: ••••', 'API key: ••••••••••••a1b2', 'Card ending in 4417', 'Visa •••• 4242',
            'Session started', 'Session ended', 'Your token balance: 1,250 credits', 'Secret Santa draw is on Friday!',
            'Top secret: the surprise party is at 7', 'The password is in the shared vault, ask IT', 'Authentication failed',
            'Invalid API key provided', 'Missing Authorization header', 'Bearer token required', 'Access denied'])

    # ---- near-misses
    mark('near-misses')
    extend(['sk-learn', 'scikit-learn', 'sk-learn vs scikit-learn naming', 'ghp_', 'ghp_ prefix means a GitHub personal access token',
            'AKIA', 'TAKIAN restaurant reviews', 'KAKIAGE udon recipe', 'Bearer of bad news', 'pallbearer', 'Basic plan — $4/month',
            'Basic Authentication is disabled', 'token ring network', 'Token Ring (IEEE 802.5)', 'xoxo, Jane', 'AIza', 'eyJ',
            'JWT', 'jwt.io debugger', 'glpat', 'npm_modules', 'pk_', 'sk_', 'rk_live docs', 'sha256', 'md5sum file.iso', 'base64 -d input.txt',
            '-----BEGIN CERTIFICATE----- MIIBszCCAVmgAwIBAgIUdY... -----END CERTIFICATE-----', '-----BEGIN CERTIFICATE-----', '-----END CERTIFICATE-----',
            '-----BEGIN PUBLIC KEY-----', '-----BEGIN CERTIFICATE REQUEST-----',
            'ssh-rsa AAAAB3NzaC1yc2E... user@host', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI... alice@macbook',
            'data:image/png;base64,iVBORw0KGgo=', 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
            'data:text/plain;charset=utf-8,Hello%20World', 'The key is under the doormat (just kidding)', 'Key Largo, Florida',
            'Florida Keys road trip', 'Alicia Keys - No One', 'Secret Invasion (TV series)', 'Victoria\'s Secret', 'The Secret Life of Pets',
            'Password (2019 film)', 'Session beer', 'jam session tonight', 'PIN-up style poster', 'Pinterest', 'Spinning', 'OTP Bank Nyrt.',
            'Private Eyes (Hall & Oates)', 'private browsing window', 'New Private Window', 'New Incognito window', 'InPrivate', 'Credentials page',
            'Token economy in psychology', 'Passport renewal form DS-82', 'Passkeys are replacing passwords', 'hunter2 meme explained',
            'password123 is the most common password, don\'t use it', 'The default username is admin', 'Key: Value', 'key=value',
            'Authorization header', 'Authorization: <see docs>', 'api_key: YOUR_API_KEY', 'token = "<TOKEN>"', 'password: <your-password>',
            'Cookie policy', 'Accept cookies?', 'Set-Cookie header explained', 'Proxy settings', 'Basic Auth vs Bearer'])

    # ---- misc UI strings / notifications
    mark('misc UI strings / notifications')
    extend(['3 new messages', 'Omar Haddad: see you at 7?', 'Priya reacted 👍 to your message', 'Battery low — 10% remaining',
            'Wi-Fi: Cafe Guest', 'Bluetooth: AirPods Pro connected', 'Do Not Disturb is on', 'Focus: Work', 'Screen Time',
            'Your Mac will restart in 60 seconds', 'Storage almost full', 'Low disk space on “Macintosh HD”', 'iCloud storage is full',
            'Photos: 1,204 items', '12 files, 3.4 MB', '1.2 GB of 15 GB used', '4.7 GB', '128 GB', '99%', '75 °F', '24 °C', 'Partly cloudy',
            'Sunrise 7:42 AM', 'UV index 3 (moderate)', 'Air quality: Good (32)', 'Step count: 8,417', 'Heart rate 72 bpm',
            'Now playing: Clair de Lune — Debussy', 'Queue (12 songs)', 'Liked Songs', 'Continue watching', 'Episode 4: The Reveal',
            'Meeting starts in 5 minutes', 'Jane Doe is presenting', 'Recording in progress', 'You are muted', 'Waiting for host to start this meeting',
            'Add to calendar', 'Join with Google Meet', 'Dial-in: +1 555-0100, meeting ID 852 1234 5678', 'Room 4.17 (8 seats)',
            'Page 1 of 12', 'Words: 1,024', 'Line 42, Column 17', 'UTF-8', 'LF', 'Spaces: 4', 'Rust', 'Plain Text', 'main*', '⎇ main',
            'Ln 12, Col 5 (3 selected)', 'No problems have been detected in the workspace.', '2 errors, 1 warning', 'Problems 3',
            'Cell A1', 'Sheet1', 'Sheet2', 'Sum: 1,234', 'Average: 56.2', 'Count: 22', 'Slide 3 of 14', 'Notes', 'Comments (2)',
            'Shared with 4 people', 'Anyone with the link can view', 'Only you can access', 'Request access', 'You have edit access',
            'Updating 3 apps', 'Downloading… 512 MB of 1.4 GB', 'Verifying “Xcode.app”…', 'Installed', 'Get', 'Open', 'Price: Free',
            'In-App Purchases', '4.7 ★ (12.3K ratings)', 'Ages 4+', 'Category: Productivity', 'Developer: Acme Inc.', 'Size: 312.4 MB',
            'Hello, world!', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 'The quick brown fox jumps over the lazy dog.',
            'Thanks! I\'ll take a look this afternoon.', 'Can we move the sync to 3pm?', 'LGTM 🚀', 'Ship it!', '+1', 'Approved',
            'Changes requested', 'Merged', 'Closed', 'Draft', 'Open', 'Review required', 'All checks have passed', '1 failing check',
            'Deploy to production?', 'Are you sure you want to delete this file?', 'This action cannot be undone.', 'Undo', 'Item deleted'])

    # --- de-duplicate preserving order, validate
    seen = set()
    res = []
    BENIGN_SECTIONS.clear()
    for i, l in enumerate(out):
        l = l.strip()
        if not l or l in seen:
            continue
        assert '\t' not in l and '\n' not in l and '\r' not in l, l
        seen.add(l)
        res.append(l)
        sec = [n for (k, n) in marks if k <= i][-1]
        BENIGN_SECTIONS[sec] = BENIGN_SECTIONS.get(sec, 0) + 1
    return res


def write_benign():
    lines = build_benign()
    if not lines:
        return lines
    with open(os.path.join(HERE, 'benign.txt'), 'w', encoding='utf-8', newline='\n') as f:
        for l in lines:
            f.write(l + '\n')
    return lines


if __name__ == '__main__':
    rows = write_structural()
    from collections import Counter
    c = Counter(k for k, _, _ in rows)
    print('structural rows:', len(rows))
    for k, v in c.items():
        print('  %-22s %d' % (k, v))
    b = write_benign()
    print('benign lines:', len(b))
    for k, v in BENIGN_SECTIONS.items():
        print('  %-50s %d' % (k, v))
