//! The detector's own tests: every rule compiles and finds a case, the
//! byte prefilter is sound, and the negative controls of the measured
//! recall and false-positive rate (`tests/detection.rs`): the same harness
//! run on detectors built without some rules must fail.

use super::*;

use proptest::prelude::*;

#[path = "../../../tests/common/corpus.rs"]
mod corpus;

/// Texts for the rules no corpus line exercises: (rule, text).
const HAND_SAMPLES: &[(&str, &str)] = &[
    ("wolfram_appid", "wolframAppid <- \"M6CX72-Y7ZEOUZF9Y\"  # Wolfram|Alpha"),
    ("marinetraffic_api_key", "GET https://services.marinetraffic.com/api/exportvessel/v:5/1321df0e75141c2442ef45d6b12df169bf10f4d8/timespan:20/protocol:jsono"),
    ("keypad_sequence", "To open the front door: press * then 6092 then # (green light = open)"),
    ("alarm_unset_code", "Office alarm. To unset: *4531# (you have 30 sec)"),
    ("netntlm_response", "[SMB] NTLMv2-SSP Hash     : jdoe::ACME:1122334455667788:0f6c1a2b3c4d5e6f708192a3b4c5d6e7:0101000000000000c0653150de09d201"),
    ("domain_cached_credentials", "CORP.LOCAL/jdoe:$DCC2$10240#jdoe#4b2c9e1f0a7d3e5b6c8f9a0b1c2d3e4f"),
    ("kerberos_key", "corp.local\\krbtgt:aes256-cts-hmac-sha1-96:5d1f0e7a9b3c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e"),
    ("cracking_target", "Hash.Mode........: 1000 (NTLM)\nHash.Target......: 7a21990fcd3d759941e45c490f143d5f"),
    ("sim_authentication_key", "imsi=425030527383525 ki=E49D70C6D6792DF3F256B9DF2396B1A1 amf=8000"),
    ("esim_activation_code", "Activation code: LPA:1$smdp.example-rsp.com$JKI7Q-6ZNNL-JI2UI-QYSJ6"),
    ("keypad_marked_code", "CREW BAR\n*3144\ntoday"),
    ("code_read_after_sent", "it just sent a code to my phone… 170572. quick"),
    ("lock_code_in_a_list", "Sc 60 / sl 208 · lock 6423 · TC 01:17:21:09"),
    ("code_pointing_at_place", "9614 ← MU trailer\nthanks"),
    ("marked_code_after_a_place", "cabin C1419, muster B8, crew gym 70224#, ext 5354"),
    ("code_beside_a_lock_emoji", "[Sticker]\n🔐 4499# 🔐\nspa stockroom"),
    ("access_voucher", "crew internet voucher 2GB: C3T4-8A7N-N9X2\nthx"),
    ("corrected_code", "Aigul: crew shop store 3490\nAigul: sorry!! 3409 not 3490"),
    ("nats_credentials", "# ops.creds\n-----BEGIN USER NKEY SEED-----\nSUAJX5AIKNKZUS256ODYF225SWRKZZBX7HPYOGWIYYLQKSRNNQKPRVPHUV\n------END USER NKEY SEED------"),
    ("pubnub_publish_key", "PubNub publish key: pub-c-afc8d720-c1d3-4009-b367-45fb49628967"),
    ("pubnub_secret_key", "PUBNUB_SECRET=sec-c-MzQ5ZjE4ZTUtNWM0Yi00YzQyLWJmNzUtNGVjZmE2ZjM5YTFh"),
    ("account_password_in_prose", "printer admin MOO234$mango\nuser: admin"),
    ("door_code_then_place", "ok list for tonight\nradio ch 7\ndoor code compound 3377\nwristbands at gate 1"),
    ("go_mysql_dsn", "db, err := sql.Open(\"mysql\", \"app:Wint3r@2031@tcp(10.0.0.5:3306)/shop\")"),
    ("setx_secret", "C:\\Users\\ana> setx SENDGRID_API_KEY 9f4e2c7a1b3d5f6e8a0c2e4f6a8b0d2c"),
    ("spelled_out_token", "ok, reading the key slowly: 7 f 3 a Q 9 c 1 e 8 b 2 d 4 k 6 a 0 ... got it?"),
    ("tines_webhook_url", "Webhook action URL: https://quiet-fox-12.tines.com/webhook/3f0c9a7b2e5d41c8a6f09b1d2e3c4a5b/9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b"),
    ("k3s_join_token", "K10c3a81e0f7d24b6a95e1d0c7b3f28a4e6d91b5c0a7f3e28d4b6a1c9e05f7d3b2a::server:9f4e2b7c1a3d8e6f0b5c2a7d9e1f4b3c"),
    ("db2_connect_password", "db2 connect to SAMPLE user db2inst1 using Pallet.quay1768"),
    ("amazon_mws_auth_token", "MWS_AUTH_TOKEN=amzn.mws.4ea38b7b-f563-7709-4bae-87aeaa4f1d9b"),
    ("baidu_qianfan_key", "QIANFAN_KEY=bce-v3/ALTAK-Xq8TNSBxFGwRlAqC8tv1Y/506aae584c8503c6fabfd27f0ed17d63efbce638"),
    ("login_link_token", "Dein Login-Link für die Mitglieder-App: https://mein.gymflow.eu/login/link/1a268b33c4d00b7f30917aa4727f908b5932ea2d5c998806170e412147087a86 Gültig für 15 Minuten."),
    ("alarm_panel_code", "Checklist fermeture\n1. Lumières éteintes\n2. Alarme du club-house : taper 7893 puis OFF."),
    ("registry_secret_value", "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\n    DefaultUserName    REG_SZ    facs_user\n    DefaultPassword    REG_SZ    biobank80%FdoK\n"),
    ("authenticator_countdown_code", "2FAS\nAzure (vision-lab)\n054 373\n13s\nLambda Cloud\n026238\n3s"),
    ("padlock_combination", "Kombination für das Bauzaun-Schloss am Tor 2: 38-21-03"),
    ("locker_combination", "Omklædning: skab 88, kodelås 17-05-29 (Henrik)"),
    ("safe_combination", "Back office safe is 07-52-19, twice right first"),
    ("door_code_in_cells", "Lager 2 >> Tür >> 60417"),
    ("credentials_in_cells", "Keystone Carrier Hub :: p.lindqvist :: Fjord!Lantern83"),
    ("lorawan_root_key", "AT+DEUI=70B3D57EDA7F1045\nOK\nAT+APPKEY=28C570C5BB7DED469C9593558D5344B1\nOK"),
    ("code_before_expiry", "Tu código de un solo uso para el portal de la cooperativa es 304618. Caduca en 5 minutos."),
    ("impacket_target", "kali@ir-ws01:/tmp$ impacket-psexec 'corp.local/t.schneider:Support_2023A@10.22.64.192'"),
    ("typed_step_verb_after", "Plan: 1) PVWA öffnen 2) ins Kennwortfeld klicken 3) nimbus-lantern-glacier-76 eingeben 4) Enter drücken"),
    ("pgpass_line", "$ cat ~/.pgpass\ndb.internal:5432:appdb:app_user:Qx7!rT9zLm2"),
    ("lsa_secret_password", "[*] Dumping LSA Secrets\n[*] _SC_MSSQLSERVER\nCORP\\svc_sql:Lato24@8\n[*] DPAPI_SYSTEM"),
    ("spray_login_result", "SMB 10.1.2.3 445 SQL02 [+] CORP\\ir-responder:Summer24.4 (Pwn3d!)"),
    ("mimikatz_credential", "         * Username : svc_misp\n         * NTLM     : f8df89d6e385250b3fc40abb2fd229a8"),
    ("cracked_password", "7d94bc38d046bd35ab8757470570b082:h)XFJ6AV}fh(1sK%\n\nSession..........: hashcat"),
    ("reset_password_new_value", "Password for the [elastic] user successfully reset.\nNew value: 0Gbyc5fD+ARSwCUt7vuU"),
    ("unattend_password", "<AdministratorPassword>\n  <Value>falcon-meadow-tundra-84</Value>"),
    ("terraform_random_password", "\"type\": \"random_password\",\n  \"instances\": [ { \"attributes\": { \"length\": 24, \"result\": \"S3OyL_2&qZnVG&&DX!rPL%+^\" } } ]"),
    ("scanner_raw_result", "Detector Type: Datadog\nDecoder Type: PLAIN\nRaw result: bdcadaef7f5f26a42c5ce8da5fb5e2bb67cb8ff1"),
    ("cleartext_protocol_login", "220 (vsFTPd 3.0.3)\nUSER root\n331 Please specify the password.\nPASS Qwerty.2023D\n230 Login successful."),
    ("edi_envelope_password", "ISA*03*5FTXQRNGLB*01*3HFR7MVD3S*ZZ*NBLGFREIGHT *ZZ*HOMEDEPOT *250520*1531*U*00401*744149469*0*P*>~"),
    ("securedrop_codename", "Source login\nEnter your codename\narea atlas chase cameo aloft aged bacon\n[ CONTINUE ]"),
    ("url_short_key_token", "Click to sign your offer: https://app.hibob.com/offer/accept?t=UIN8hjm3dt7Pr65Fg3zR07j8S29ooEYD7M5V6CzOhezBYnkJ&lang=en"),
    ("teams_meeting_passcode", "Vorstellungsgespräch (Teams) Besprechungs-ID: 143 7359 9956 Kennung: r33sSa"),
    ("localized_secret_label", "Hemlig nyckel: by7p9rzfeb"),
    ("twitch_stream_key", "Yayın anahtarı：live_536371649_OEiPXrRbOiIHCmUiNhqdZSlUTuwwDY"),
    ("facebook_stream_key", "FB-8902613700416707-0-AbkHFjiTk_rrvu3hbgImg6OcTvNplXUc1qEv8giamovUHg"),
    ("kick_stream_key", "sk_us-east-1_ot1dNnxjKYUS_Tm9QierQFNSZe0uisibBPYAVLFKAOh"),
    ("stream_url_key", "ffmpeg -re -i a.flv -c copy -f flv rtmps://live.trovo.live/live/ltNKKuOxUClZ81FTwhDDCDLxpCng7csB"),
    ("stream_key_label", "Streamsleutelunaq-5jxr-6n26-ktnd-5xpjCopy"),
    ("steam_guard_code", "Steam — Accedi\ntomte\nEnter the code from your Steam Mobile App\nKDF75"),
    ("spoiler_token", "saltyseal: ||gg_katana_1996|| (spoiler so stream cant see)"),
    ("code_is_yours_cjk", "967744 は確認コードです。"),
    ("code_sent_to", "Verification code sent to ahmed@northwind.example: 815956"),
    ("ebay_cert_id", "Cert ID (Client Secret): PRD-134ed231f38b-c144-bd0b-67ac-5849"),
    ("ebay_user_token", "v^1.1#i^1#p^3#r^1#f^0#I^3#t^zPX73ru6Ax2DjsyG+WOsd2KqbcR/DFsYhBTBSfGKhh3U5U0chWY/67BMw"),
    ("expect_send", "expect \"*assword:*\"\nsend \"Mont25.rocket\\r\""),
    ("fortigate_secret", "config vpn ipsec phase1-interface\n    edit \"to-Branch-01\"\n        set psksecret Harbor*66mapl\n    next"),
    ("klaviyo_private_key", "pk_32545be7b09dcae4acced84f4b07334a41"),
    ("ftp_password_command", "Command: USER kunde-094\nResponse: 331 Password required for kunde-094\nCommand: PASS Emb0ss435%\nResponse: 230 Logged on"),
    ("key_safe_code", "Klíče jsou v trezoru na klíče vedle dveří, kód trezoru 877."),
    ("door_entry_code", "大门密码71501请勿外传"),
    ("door_code_after_its_name", "Changing room door for seasonal staff: 2604#"),
    ("named_access_code", "Alarm panel disarm code for the back office: 9538"),
    ("wifi_network_key", "Wi-Fi aula: Library-Guest, kunci Cobal+893XVdT"),
    ("overleaf_share_token", "Hey, read-only link to my thesis draft: https://www.overleaf.com/read/ajibdyfhpgdw#6f5595"),
    ("approval_code", "Kovács Péter: Digipass shows 623752 — schnell eingeben"),
    ("kaggle_api_token", "Secret value KGAT_eee4b127befda861c6c93709eca5b929"),
    ("anaconda_channel_token", "channels:\n  - https://conda.anaconda.org/t/sa-d0d9cc96-ccbd-4581-b9b5-2e8f936aaf36/acme-private"),
    ("metabase_api_key", "API key: rag-prod mb_Wyy3RPs2pBA62Qn5nYkbUYgbK8DKKYNN/wmg1y2uJBc="),
    ("tableau_pat_secret", "│ TABLEAU_PAT_SECRET │ cC/VJL9PoGb+S9iFPstUQA==:Nm5MtkIo1YaM5q13rvZpcJQ5hjg3dIU9 │ active │"),
    ("password_reset_to", "Wachtwoord van priya.i gereset naar l-akyDTPsT4l, moet wijzigen."),
    ("printed_secret_file", "$ cat /etc/openvpn/client/auth.txt\nbergh\nmeadow.otter.walnut.horse\n$ sudo openvpn"),
    ("remote_support_code", "TeamViewer\nYour ID\n1818 422 428\nKennwort\nZjYGAXYh\nControl Remote Computer"),
    ("oracle_credentials", "jdbc:oracle:thin:scott/Xewihokiju7z@//ora.acme.io:1521/ORCL"),
    ("totp_setup_key", "Can't scan the QR code?\nEnter this setup key in your authenticator app:\ndcfu 7cso 5hg5 nlhs iumg wssm ckgj"),
    ("seed_phrase", "seed phrase: addict ankle arrow awful allow alarm accuse ankle artwork all army agent"),
    ("wifi_qr_password", "WIFI:T:WPA;S:Acme-Guest;P:raven-thunder-fjord;;"),
    ("app_password", "App password for Mail on Mac: hajg rool kvvo ojjw"),
    ("code_is_yours", "G-195634 is your Google verification code."),
    ("localized_code_is_yours", "BBVA: 53TCZN es tu clave de confirmación para la operación."),
    ("powershell_secure_string", "$pw = ConvertTo-SecureString 'Zazolc-5167' -AsPlainText -Force"),
    ("sql_password", "CREATE USER 'report'@'%' IDENTIFIED BY 'Meadowglacier9429*';"),
    ("sql_set_password", "SET PASSWORD FOR 'root'@'localhost' = 'velvetmeadow7298~';"),
    ("wakatime_api_key", "waka_e9fecabb-059b-44a3-9269-1259dd81b9f0"),
    ("secret_in_a_mails_reply", "RE: crew portal password\nPriya, yes - pLw8rTq2Vx. thanks\n-----Original Message-----\nwhat's the crew portal password?"),
    ("digits_keyed_by_automation", "[agent] keypad dialog for the store room door\n[agent] xdotool key 8 2 4 6 KP_Enter"),
    ("circleci_token", "CIRCLECI_TOKEN=870f5fe00fbc015398dcf64c43f469a206acf10d"),
    ("radar_secret_key", "RADAR_SECRET_KEY=prj_live_sk_3f21e5c9710341234be5560d476f450d791b3a69"),
    ("codeclimate_reporter_id", "export CC_TEST_REPORTER_ID=\"6ae11c823e34ece329fc82ca6ccf449709506e84e208a2d1de7d07dfe8056662\""),
    ("hex_api_key", "HEX_API_KEY=487e2ce5db87db810877e94914cc73ec"),
    ("lemonsqueezy_api_key", "LEMONSQUEEZY_API_KEY=eyJe-e4Zizcuw9nUt0RvYDSIPhNr0iVqbP-UXsIV8Pi.CfAbvTwndFHwT_sHxnT63BRzHxeNqNY-crjJoApeLcwG9OOj4S9nTi0UujXYsoeVJMD6Ba_G0xdojfiy"),
    ("line_channel_token", "LINE_CHANNEL_ACCESS_TOKEN=sPKQaf/vnRFt7zmBO2w/j0tQ2uSxD8p+0NHFOHGAn3iXx8tex/oXSPI/gOsin2RldjRr+daWYUCUNGJuoKDMCMWfxKbESil0sWTAyl6GdgirtSeI1Rl/WrPL="),
    ("logzio_token", "LOGZIO_TOKEN=LNYcgVFZyfpIYWHMiDPGSXBmfEOJJasH"),
    ("lokalise_token", "LOKALISE_API_TOKEN=09d16a6036345ffb1d6368c14dfc5589e318be1b"),
    ("packagist_token", "packagist_uat_5vXpTTwD8ivBcbHMMAYRPWqekZb3140gcjF4Neay"),
    ("putty_private_key", "PuTTY-User-Key-File-3: ssh-ed25519 Encryption: none Comment: deploy Public-Lines: 2 AAAAC3NzaC1lZDI1NTE5AAAAIDIf5wiR9UylUUMPOsUGQioGoVi4Zdg Private-Lines: 1 AAAAIHGTAd4fNl1xjZYqwTQSpILOdX0bNoyCpEQf26uMt"),
    ("minisign_secret_key", "untrusted comment: minisign encrypted secret key\nRWRTY0IyQs2l26A2QxV+1roCKQrp+hj58Jq//yeexGU0cV3Ev8Q1Lr3M+xN6+6sFtibkkEJM/VDe0rrf9xA083V3sSeHqHm1KlkjPShe33dKHvjdIGn1/ryFCm5y4e+NVvU5dPLk0q5vXT1QZpVV1WQ"),
    ("alchemy_api_key", "RPC_URL=https://eth-mainnet.g.alchemy.com/v2/4HwI236cHmRQ0S9Yn9aLrSRGarWzryKt"),
    ("infura_api_key", "const provider = new JsonRpcProvider(\"https://mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161\")"),
    ("otpauth_uri", "otpauth://totp/GitHub:alice?secret=KZ5UQ3TYPR7N2LWE6HXB&issuer=GitHub&period=30"),
    ("license_block", "----- BEGIN LICENSE -----\nFatima Wang\nSingle User License\nEA7E-3145164\nFD2DDF26 2C40C768 051FF688 27258A53\n------ END LICENSE ------"),
    ("xbox_live_token", "Authorization: XBL3.0 x=1991570514443871218;VIJWSuL2Dqo84ri881m9fVtAKAr5zaNywqrf9DaKPWWa8G1YOQ_p8Sw"),
    ("steam_login_secure", "steamLoginSecure=76561197392260487%7C%7CeyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1Zmk1azZ3b3cycGkifQ.1b9wojKOnlvjtPrlmfIccgfevLNPp5V4J4TdGRtlIEP"),
    ("returned_secret_literal", "FString UAdminSubsystem::GetBackdoorPassword() const\n{\n\treturn TEXT(\"p4ahNyAsw=*Xuq\");\n}"),
    ("userinfo_without_scheme", "nakama migrate up --database.address kestrel_app:Ov8M0scpq0T028f_qih@cockroach-0.nakama.svc:26257/nakama"),
    ("jwk_private_member", "{\"keys\":[{\"kty\":\"oct\",\"kid\":\"jKCTLp9KNZ1Z82oK2yrkYA\",\"k\":\"CSOUi4AF_DE6vtrtcOf9DA\"}]}"),
    ("clearkey_pair", "player.setProtectionData({ 'org.w3.clearkey': { clearkeys: { '1bebffcaecc6284150193280a67069e0': '17b4fe29c9ad6cab770faafa1f3e3ad5' } } });"),
    ("value_under_secret_name", "## Rotating the Pusher Channels app secret\n1. Generate a new one in the console.\n2. Current value (valid until 2025-05-20): `13ee416045edcd97e66f`"),
    ("phonetic_spelling", "Operator: for the password, go ahead. Callum: Victor Uniform Bravo Papa Hotel Zulu."),
    ("private_key_base64", "client-key-data: LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0tClNC1uns8qEv6K9TiftiTXMxKRmXeYb4kVJ8F3ZGKdaPur/qKGvvDJgNiYQi7RIc9vyWYkZr8n7S8xQ1iQ=="),
    ("openvpn_static_key", "-----BEGIN OpenVPN Static key V1-----\n6acef03f62675b4b1bbd03e53b187727\n423cea742242106cb2916a8a4c829756\n-----END OpenVPN Static key V1-----"),
    ("ghost_admin_api_key", "GHOST_ADMIN_KEY c9a13c164f439d03145ac746:2fec55482b74587e669bcace734fe51b8abb74db701d89e399f45f89103671c0"),
    ("otpauth_migration_data", "otpauth-migration://offline?data=CjEKCkhlbGxvId6tvu8SGGFsaWNlQGV4YW1wbGUuY29tGgdFeGFtcGxlIAEoATACEAEYASAA"),
    ("session_cookie", "JSESSIONID=008C28E991BDA06BADD501C32BC925B2; Path=/portal; Secure; HttpOnly"),
    ("secret_set_by_command", "dotnet user-secrets set \"Db:Password\" \"Silver+quartz2\""),
    ("notebook_output", "In [29]: import os; os.environ[\"WP_APP_PASSWORD\"]\nOut[29]: '5Wzv jlM2 70TX JA7s pcXG M6GW'"),
    ("reset_link_token", "Wachtwoord opnieuw instellen: https://mijn.hooli.io/wachtwoord/herstel/hJ1yvoyaZ3sxylopKHIzclwDZF8ciAnDQThnzqOw"),
    ("network_device_key", "tacacs-server host 10.214.231.72 key 0 3XAHf3Rh8uQ7"),
    ("authenticator_code", "Google Authenticator\nGitHub: sven@x.io\n709584\n●○ 30s"),
    ("checkout_secret_key", "checkout.com 401 unauthorized sk_6114fb3d-ab16-4296-8447-e3d617a8e6af"),
    ("quicknode_token", "https://yellow-puzzle.quiknode.pro/603bf68c1011adb5c2e1e39ebd5dfea3e7b2faa8/"),
    ("ably_api_key", "{\"text\":\"efNnOq.jy91NN:0ztUvf0hGP-sDXqg4U3guVDEvPHwvUUBSx5PzuKO1_x\"}"),
    ("pyotp_secret", "totp = pyotp.TOTP('SASIDQO7DI7GKSGA')"),
    ("solana_keypair", "cat ~/.config/solana/id.json\n[244,49,209,135,245,193,101,79,131,182,70,87,127,112,22,24,67,230,78,50,191,102,133,228,0,30,32,89,206,233,249,49,101,10,55,133,35,213,170,81,33,107,205,35,121,246,200,57,221,163,239,210,176,173,215,100,180,176,25,77,208,46,50,1]"),
    ("printed_secret", "$ pass show web/app.gusto.com\n19680526\nlogin: tadeyemi@gmail.com"),
    ("web_otp", "Your Uber code is 864680\n\n@brightloom.io #864680"),
    ("bitlocker_recovery_key", "BitLocker recovery key: 025857-728648-490389-381924-984701-101437-277325-600374"),
    ("razorpay_key_secret", "curl -u rzp_live_1qTK5vuM8g38H5:BuA6W02CRRPyVVukg2M1xqXl"),
    ("generated_password", "Safari suggested hucdiq-3kyxRu-vyjmix for this site"),
    ("localized_code_label", "【Apple】認証コード：829335"),
    ("code_to_verify", "Use 669649 to verify your Microsoft account"),
    ("security_answer", "What was the name of your first pet? → Rocky"),
    ("security_answer_typed", "type Luna into the \"What was the name of your first pet?\" field"),
    ("payment_card", "Visa 4556164390113706 exp. 05/25 security code 566"),
    ("secret_column", "name\tlogin\tpassword\nVPN\tsam_ops\tblue 42"),
    ("password_beside_email", "sam.lee@contoso.com:Cricket_1833"),
    ("random_password", "Passwords — amazon.com\nsam.lee\nERd3*5}c<fgw0\nCopy Password"),
    ("provider_named_key", "Use 22f22be23799c1132e333a4eaf01ef9afc1ce for Cloudflare"),
    ("typed_into_password", "cy.get('[name=password]').type('wil30{enter}')"),
    ("typed_into_key_field", "page.fill('#api-key', 'a3f9c2e8b7d14e6f9a0b3c5d7e9f1a2b')"),
    ("unlocks_with_code", "the firm mobile unlocks with 142019. Leave it charged"),
    ("typed_by_automation", "pyautogui.write(\"Tr0ub4dor&3\", interval=0.05)"),
    (
        "password_notebook",
        "Passwörter\nInstagram | olle80 | Abstract-sibling-candy97",
    ),
    (
        "typed_argument",
        "{\"tool\": \"computer.type_text\", \"args\": {\"text\": \"ban_dsU!R9z0nG2\"}}",
    ),
    ("redeem_code", "Einlösecode: PQY6-PF59-FW42"),
    ("login_label_password", "Shore login: tiger-coral-walnut56 (user is the main email)"),
    ("admin_label_password", "satellite modem (admin) U3Otsqo9sAqVfg"),
    ("password_beside_a_lock_emoji", "🔐 box office laptop 🔐 Sjbfgezgg5& don't share 🤫"),
    ("password_answering_a_question", "Sarr: routeur VSAT?\nFall: Nfwk4fgszy*\nSarr: merci"),
    ("dial_numbers_no_date_fits", "Code rigging store lock paalgã: 35/32/11 Barka — Awa"),
    ("relay_access_password", "=>ACC\nPassword: ? copper-savan\nFEEDER-7 Level 1\n=>"),
    ("code_then_its_verb", "Selam! Kodê dolabê pyro 74260 o. Kesî re mevace."),
    ("device_unlock_digits", "Tent master's phone (the one with the anemometer app) unlock 940607 – leave it on charge"),
    ("lock_opens_with", "- pyro locker opens with 3942, I never changed it, sorry"),
    ("door_code_then_words", "Salut ! porte de la roulotte costumes → 9732 ne le dis à personne 🙏"),
    ("code_until_changed", "Remember: the tent master's phone is 3883 until the boss changes it."),
    ("helicone_api_key", "key <- \"sk-helicone-2pcwp8b-tvf8gpg-70mjuxg-un6x9im\""),
    ("infisical_service_token", "--key st.22c3e952-cbc9-444d-a5ee-e4faae432c00.4d8be9dc89124e5bfdf4e083962fc892.bd45f96c5ef2d6c7a3f0a4efc02cd811"),
    ("infisical_service_token", "TEXT(\"st.6f1d2c9a0b3e4d5f6a7b8c9d.4d8be9dc89124e5bfdf4e083962fc892.bd45f96c5ef2d6c7a3f0a4efc02cd811\")"),
    ("convex_deploy_key", "CONVEX_DEPLOY_KEY=prod:fgpsyc-syhyaw-539|6870b221ab73fafb1b73adb477d748bcffac6e7c88679302a8fe"),
    ("blockfrost_project_id", "BLOCKFROST_PROJECT_ID=mainneti9i1cGG0EcFu6pUP93E75XFugnz0ldeX"),
    ("sticky_note_password", "OCR (photo of monitor) — sticky note:\nATO\nAudit_Ledger77"),
    ("alarm_code_then_off", "Die Alarmanlage ist im Flur. Bitte 3856 eingeben und AUS drücken."),
    ("hotspot_voucher", "UniFi Hotspot\nVoucher code: 45743-98106"),
    ("calendar_feed_token", "https://www.airbnb.com/calendar/ical/817272087.ics?s=6754f6c7cd00caf06e7042fdd8335605"),
    ("door_emoji_code", "🚪 433566#️⃣"),
    ("payment_terminal_code", "EFTPOS supervisor: 5067"),
    ("till_or_tablet_code", "iPad (caisse) → 192974"),
    ("handover_list_secret", "Hand-over – departing cellar master\n1. Tank sheets: shared drive\n2. Chemical store: *mau!461M"),
    ("digitalocean_spaces_access_key", "spaces_access_key_id DO00TMV4B0E5FURWVEDI"),
    ("wifi_key_after_its_network", "• Wi-Fi FGWater-Res2: Husky7694ustupu"),
    ("leaked_value", "Impact: TrueLayer client secret was printed in build logs.\nLeaked value: 6af490d2-736e-4ca1-a790-a24eb7c27444\nStatus: revoked"),
    ("hatch_combination", "Kaselehlie maing, seismometer bunker hatch: 32-29-01 (kih?) mwahu"),
    ("cloudformation_no_echo_default", "Parameters:\n  ScreeningKey:\n    Type: String\n    NoEcho: true\n    Default: 111d5976-f73b-45d3-a8c6-dddc0b02b533"),
    ("android_build_config_secret", "buildConfigField \"String\", \"SIGNNOW_CLIENT_SECRET\", '\"8489b0cab2db7eb8362c5d26f8962205\"'"),
    ("password_after_label", "Site info\n  LIMS: Pelican@4455\n  call: +1 902 436 1783"),
    ("devcycle_server_sdk_key", "define('DVC_SERVER_SDK_KEY', 'dvc_server_e7498a13-c374-44a9-bd77-fea3bc6e0a0a_14f859c');"),
    ("firehydrant_bot_token", "Ieu konci anyar kanggo FireHydrant: fhb-23c2c5f4243a1a9f25203329ec165fbb"),
    ("agora_app_certificate", "env { AGORA_APP_CERTIFICATE = \"22b3efbc560e97ddcc14c7f3e48b56b1\" }"),
    ("struck_out_code", "ворота код: ~~9230~~ 57237 с понедельника"),
    (
        "code_after_a_button",
        "Leith bond intercom: press 1, then 55943. Goods-in closes 15:30.",
    ),
    (
        "portainer_access_token",
        "try this one ptr_vcdiEfZ8xHQHX6bb0LB2MXEcsIMXm+6SvqvhlMNHjDb=",
    ),
    ("courier_auth_token", "pk_prod_CXALYCWLNNMJJGVITHHRUNJASMGH"),
    (
        "header_value_before_its_name",
        "[request setValue:@\"%DWM%BxWgj32Bx_25Le\" forHTTPHeaderField:@\"X-SB-Signing-Secret\"];",
    ),
    ("safe_code", "I set the safe to 024729, passports are in there"),
    ("emailed_code", "Enter the code we emailed you 9HYY38"),
    ("deepl_api_key", "DeepL key c368f1e3-6cce-41d3-9eb3-1c57dd385ecd:fx in the ticket"),
    ("clipboard_password", "Clipboard history (Win+V)\n• summit.ledger.falcon7\nPinned"),
    ("code_after_2fa", "tanaka — Today at 08:18 kun jij de 2FA-code invullen? 866-304"),
    ("home_assistant_webhook", "curl -X POST https://ha.example.net/api/webhook/door-alarm-kQ4v9TnWz2LbX7yHc3Rj"),
    ("make_webhook", "Webhook URL: https://hook.eu2.make.com/5xca20q4fvsug8l5tgvu6617lg59hee0"),
    ("wecom_webhook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=de8be2cb-4294-4ca2-97f0-6d35ea557ee3"),
    ("dingtalk_webhook", "https://oapi.dingtalk.com/robot/send?access_token=1d2bb8c4e6f0a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3"),
    ("secret_piped_to_command", "vercel env add GITEA_TOKEN production <<< \"022a28644ae55f6d936673871ba995692fda3f1d\""),
    ("localized_key_label", "API 키：ab14a108d59d03416282a1a0b12333974316c5d2"),
    ("file_installation_key", "MATLAB Installer Enter File Installation Key 85941-99499-77720-05167-11326 License: Campus-Wide Teaching"),
    ("hl7_msh_security", "MSH|^~\\&|LABSYS|CENTRAL_LAB|EPIC|STMARYS|20240611083000|Xq7vR2pL9sTz|ORU^R01|MSG26381587|P|2.5.1"),
    ("perforce_ticket", "$ p4 tickets\nperforce.bangkok.net:1666 (builduser) 4316AB39E144079CE1733185C7EBB95F"),
    ("localized_key_label_value", "chave de API = M)lUZ+5ILNW4Wgqw@1df"),
    ("network_device_plain_key", "crypto isakmp key 4Uo3atPSCdzI=6BG799-ccO+g address 203.0.113.174"),
    ("ppp_secrets_entry", "# /etc/ppp/chap-secrets\n\"0891234567@t-online.de\" * \"bD5J1HOavPD\" *"),
    ("security_answer_named", "Sicherheitsantwort: Pipoca"),
    ("fix_logon_password", "8=FIX.4.4|9=112|35=A|49=ACMEFX|56=BROKER|553=acme_trader|554=Rin7n0v.83|10=548|"),
    ("license_number_grouped", "QuickBooks Desktop 2024 License number: 4974-7620-0038-791"),
    ("ibkr_flex_token", "https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t=671656394165015537533482&q=676219&v=3"),
    ("code_before_rtl_label", "4741 :الرقم السري"),
    ("code_before_its_name", "9614 ← alarm. obviously don't forward this"),
    ("security_answer_localized", "Quel est le nom de jeune fille de votre mère ? → Noisette"),
    ("unlabelled_seed_phrase", "Apple Notes\nwallet\ndice dice need glare family finger glory belt decline ketchup caught bread"),
    ("shown_once_secret", "Your new production secret has been created\nMake sure to copy it now. You won't be able to see it again!\n1f0a51fd29fc3272a36869eaaca1fd\nCopy to clipboard"),
    ("security_answer_labelled", "Pertanyaan keamanan: Nama ibu kandung?\nJawaban: Schneeflocke"),
    ("postgres_md5_hash", "{ \"email\": \"bob@hooli.io\", \"hash\": \"md526d95a0269dbef426d4d32d8b53d3e48\" }"),
    ("secret_form_value", "Actions secrets / New secret\nName *\nVONAGE_API_SECRET\nSecret *\nck4eJgKyb4CZjjV6\n[Add secret]"),
    ("key_emoji", "wei — Today\n🔑 list-enroll-giraffe7 🔑 (proxmox root)"),
    ("typed_after_ssh", "{\"action\": \"type\", \"text\": \"ssh root@web-03\\nSakura7911#\\n\"}"),
    ("value_before_label", "Notes\nWillow_cobalt8#\n(pw for the printer admin page)"),
    ("bank_tan", "Ihre TAN für die Überweisung an Max Mustermann über 925,00 EUR lautet: 366458"),
    ("mattermost_webhook", "setx MM_WEBHOOK \"https://chat.initech.com/hooks/e6cj890fd8piq3449w3b9gke86\""),
    ("rocketchat_webhook", "ROCKETCHAT_HOOK: https://rc.orbit.io/hooks/ZyVKrE58rZaM5llRlPxk1gWy/rXy7eDAahXaPgOTdJnBIgiv6W92t4C2B4Xh3mrov0Jniw3wR"),
    ("feishu_webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/e2b6b9f5-4d25-4b10-aae8-ca3afb943446"),
    ("autofill_code", "AutoFill > From Messages 963724"),
    ("pin_at_line_end", "[scanned letter]\nIl PIN personale della carta che termina con 8433: 33558"),
    ("transfer_code", "Seu código de autorização para a transferência de 1.250,00 EUR para a conta ...0362 é 966975. Nunca o compartilhe."),
    ("security_answer_noted", "Notes\nQ: Jak se jmenovalo vaše první zvíře?\nA: Whiskers the cat"),
    ("typed_into_localized_field", "Zadejte Pixel-piano-piano92 do pole Heslo"),
    ("saved_as_secret", "Save 3c616a7a-2d02-4837-b5d3-e15253b1d171 as COINBASE_COMMERCE_API_KEY in repository secrets"),
    ("riot_api_key", "Type RGAPI-539c3b79-8a52-437e-85aa-04378309fb88 into the token field"),
    ("sonarqube_legacy_token", "mvn sonar:sonar -Dsonar.host.url=https://sonarcloud.io -Dsonar.login=5524bf449ca45fcace54698371466398321f3a82"),
    ("thingsboard_access_token", "curl -v -X POST https://thingsboard.cloud/api/v1/354u1g321kcqc1oad3w7/telemetry --header Content-Type:application/json"),
    ("besttime_private_key", "GET https://besttime.app/api/v1/keys/pri_099889f14d114dfaae476569b395eade"),
    ("netlify_build_hook", "curl -X POST -d {} https://api.netlify.com/build_hooks/66f5e8b1e55105b5751da00c"),
    ("vercel_deploy_hook", "deploy hook -> https://api.vercel.com/v1/integrations/deploy/prj_y62uYpAKSp8ShklLNrHapxcdduq7/tjQhbnG6QY"),
    ("pagerduty_integration_url", "url: https://events.pagerduty.com/integration/e9e97bf5627eaef16d56178eef6e9d30/enqueue"),
    ("rootly_api_key", "ROOTLY_API_TOKEN: rootly_7f1e8738d7d6b540bc52e1bc24c6e2c109dc44642f9e5d583be7e5d04f8bd282"),
    ("zuplo_api_key", "Zuplo consumer key: zpka_3e6c4f7d39954ca29353b7ab88589b64_de26cd55"),
    ("scale_api_key", "Scale AI key live_8df31399ec4a4755a7cf9e0fb59f967a for the labeling project"),
    ("filled_by_label", "await page.getByLabel('비밀번호').fill('tiger_1975');"),
    ("device_unlock_code", "Beslag 2: mobiltelefon, upplåsningskod uppgiven av den misstänkte: fduqsby5"),
    ("code_not_to_share", "WFP: Msimbo wako wa vocha kwa mgao wa tarehe 3/2 ni 601508. Uonyeshe pamoja na kitambulisho chako. Usimpe mtu."),
    ("password_run_as_command", "fieldops@kbl-laptop-07:~$ ZawadiFumbo75\nZawadiFumbo75: command not found"),
    ("typed_after_field_named", "NCIC login screen shows \"PASSCODE\" field focused.\n{\"action\":\"left_click\",\"coordinate\":[828,507]}\n{\"action\":\"type\",\"text\":\"3127679948\"}"),
    ("typed_after_click", "agent › click(\"Mật khẩu\")\nagent › type(\"Kq8-vP2mzX91\")"),
    ("grouped_app_password", "Bitwarden — WordPress API\nkey  FY3W INgS qUXr 67R0 vcJw md6Q"),
    ("typed_into_named_field", "Step 2: type \"Fitofi.zabaro70\" into the Пароль field"),
    ("typed_into_labelled_field", "id.atlassian.com — Logga in\n[Lösenord] Kalle.ellak5|"),
    ("secret_beside_label", "Restic repository password\nglacier crystal scooter meadow"),
    ("policy_password", "jdoe,jdoe@acme.io,Winter2024!,admin"),
    ("redis_cloud_key", "REDIS_CLOUD_API_KEY=0kutpQs0IkjuFFBHNRYDcvkHZAEP6rYLkZJfOV1U"),
    ("segment_write_key", "SEGMENT_WRITE_KEY=A99GUYeR2nvx8Pzr2KNFSXNhc7MCILns"),
    ("snowflake_password", "SNOWFLAKE_PASSWORD: Gl4cier!Melt#2025"),
    ("secret_typed_variable", "{\"key\": \"clarifaiPat\", \"value\": \"3239a2dde696e58c5ebd1cb57b4423dd\", \"type\": \"secret\"}"),
    ("keystore_password_argument", "var cert = new X509Certificate2(\"certs/prod.pfx\", \"Falcon7855?Rivet\", X509KeyStorageFlags.MachineKeySet);"),
    ("wix_api_key", "IST.eyJ4_w2ssuQSoVIAIlxBNncD6LPhpNlP2KIYH5Xx-CC6FZnnDvaoB1SkzAFaWnx.kGXJbr9E3gsbHyk5YZ_ZHoXb-UzN3xK4yLgmv6Pn"),
    ("tavily_api_key", "export TAVILY_API_KEY=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"),
    ("jina_api_key", "JINA_API_KEY: \"jina_2f0b39fa29ff123a84db1824d122bdcefNq3c7tjYs1JEn2HaC8700zlZ9W2\""),
    ("together_api_key", "config[\"together_api_key\"] = \"tgp_v1_pkUeBhS-_IoliiS2XUjYIR9pKBVOGEv8SXkm-zqiFhm\""),
    ("runpod_api_key", "--token rpa_L9FAQKUGDG9XDP2LM5ZEZQ1XYCCUD9PNA5Z4SAYMK3zxM2"),
    ("lambda_cloud_api_key", "Authorization: Bearer secret_gpu-key2_79848ffb47d5c610fa9ee173862bcf29.tg6LgD8Bc5VdU5r0IPLxxJUVKjlUHN4k"),
    ("modal_token_secret", "modal_token_secret=as-EZenwVFrIZ4GXII0x6PtyE"),
    ("salad_cloud_api_key", "export SALAD_CLOUD_API_KEY=salad_cloud_user_3YyUAbfAVxrg2VSJNFp2hchfe5rSxR26tSksPbyO"),
    ("cerebras_api_key", "CEREBRAS_API_KEY: \"csk-2w0wn9votv75l5bukezu7w1oxegedao0cvt7orwnqupqdvf6\""),
    ("friendli_token", "config[\"friendli_token\"] = \"flp_Q5xaYPmdFZD05VD9Fsa2m6jTvwWjfcotDzLqx6MgPY9Nv8\""),
    ("llamacloud_api_key", "--token llx-o43ctkY9H5INhV51JdmEouAmv3OXVMKxEnXG4tSNu5LrUzRo"),
    ("wandb_api_key", "Authorization: Bearer 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"),
    ("minimax_api_key", "minimax_api_key=sk-api-sHVj9kYixy2zyP4_EbVbXnzPiWUNfl6dInGxImBfR3Ng2jjCy-1kOq_ULmiJs9bxtAimJ9WRBqKREUZfvBmYc9TM8KE4ZqirQXf23wIjR_xxBONUUezwPTB"),
    ("cartesia_api_key", "export CARTESIA_API_KEY=sk_car_odvCsVqa6ZyOSSaPY351"),
    ("browserbase_api_key", "BROWSERBASE_API_KEY: \"bb_live_w0MRYoU1UmQ0ZQBeUTBveaK8eMm\""),
    ("voiceflow_api_key", "config[\"voiceflow_api_key\"] = \"VF.DM.64defe8b66c40fcc63442286.vB8GTkHRdGkTIVM7\""),
    ("gemini_auth_key", "--token AQ.Ab8RN6P1WVcqsR9KjmsNHb9KtD8Bre4dnjRekAcR7t8qe55YVb"),
    ("cloudflare_scannable_token", "Authorization: Bearer cfut_I2hEpR0ViUWnLE391LVDc0x3E42NNCaCwhQSLRlL987f368b"),
    ("cloudflare_tunnel_token", "cloudflare_tunnel_token=eyJhIjoiImZiOWFkMDA3MDA2YzkwYWJlMWZkZTQ1YjcyZWExMGYzIiwgInQiOiAiNTFkOTFmZjItNWNhMS01ZjQ3LTI5YzAtZTJkZDU0ZDhlY2QzIiwgInMiOiAialV4ejZUaklTRHJUa3NwMlhnMjNFL0V3dDB3RDVIbUtqbmwwRG1GNWR1MD0ifQ=="),
    ("deno_deploy_token", "export DENO_DEPLOY_TOKEN=ddp_ZBZXGJz8HRYDndBD1N72iQV9LVVzUHNQfxOU"),
    ("vercel_scannable_token", "VERCEL_SCANNABLE_TOKEN: \"vcp_dWB1BWtFIZ8UiQpr4JorXagHKPUudTXsLI3CLsmbCwbYQLRkJNMsrExr\""),
    ("elastic_cloud_api_key", "config[\"elastic_cloud_api_key\"] = \"essu_Oc23S_SKzT2QVg3mhxpHwkxjtBnjolG65M-wOb5i3vqbn9H-aPokjejdIIt0bL5cdpKudbpMDTb4GuTW\""),
    ("cockroachdb_cloud_api_key", "--token CCDB1_YnsEddwBa2DFsRohtnHySw_SQlzXkJFYAeb5OApFhCZLKktG7fqYiZc0EXK88oJ"),
    ("mongodb_atlas_service_account_secret", "Authorization: Bearer mdb_sa_sk_1auZiyydZ0I9HE0Ay4oiqLkcC0AFbGaiaZsGyC_L"),
    ("datastax_astra_token", "datastax_astra_token=AstraCS:tXJftIG2cyklsQLD4ixxKbNw:1c25191048115228c9d189f0a844a714d1ce0098db707fcd29339338760561e0"),
    ("xata_api_key", "export XATA_API_KEY=xau_aYUfxjzJkE2ZAEe50db6xXnNwRo7n8YxY"),
    ("tigris_secret_access_key", "TIGRIS_SECRET_ACCESS_KEY: \"tsec_upWeyRKo9ZkqiosaEgahdDk3_vzTRDbNq5gYck1-zr5LG_WzofUS8Ek3vO3jMLH7\""),
    ("akamai_edgegrid_token", "config[\"akamai_edgegrid_token\"] = \"akab-sslu8m50qk51nztc-auwesff7k62llkv0\""),
    ("azure_container_registry_password", "--token g/WyZ7ozCb9bdoczMq7Qlpn62g7a9SUWW4v2BUhgAP+ACRa6qDy9"),
    ("upcloud_api_token", "Authorization: Bearer ucat_67zUp9YZ3BKVHw2cwIxwsjxkxg85"),
    ("scalingo_api_token", "scalingo_api_token=tk-us-rrgoSugULFumT__CZz1I2M2cfk4p_k1YTZl7x3NFBjwoAgXl"),
    ("exoscale_api_key", "export EXOSCALE_API_KEY=EXOe3e8b3693b55ab045ebfc8f8"),
    ("defined_networking_api_token", "DEFINED_NETWORKING_API_TOKEN: \"dnkey-QQ6AI2RO2HQB17LREYZCAWAO1Q-NM6HHQ3JAG6K3FHCVJCIAGMB7OAH6EM7UE9D225HXI1RTH2W672I\""),
    ("val_town_api_token", "config[\"val_town_api_token\"] = \"vtwn_7m3omFgx4hFsFEywza39P1jaAQLyx3G1\""),
    ("docker_swarm_token", "--token SWMTKN-1-phqccaw87ka94mli61yph9c2e690mg042sx274zn5o67whw6ji-e8caz6p38djrzka5xl8zisnwt"),
    ("buildkite_service_token", "Authorization: Bearer bkct_LOwVDNJOEwNWF6ABYpowU-mSjQAixd2Cgeon17opfQa7NUWmFL_zFEyalviLE1E4A6lhETDEL"),
    ("sonarcloud_token", "sonarcloud_token=sqco_RMhPfltTyTJ0s3OdjLtxr41wGR02NJH8lNCJdYL9JoF48qDQahXFbAg0Tsv"),
    ("sourcegraph_cody_token", "export SOURCEGRAPH_CODY_TOKEN=slk_f439cc3fb29d8613c8f5e7f6d73b0c4c19c1bd35aa791558d8f66c9ae29bc208"),
    ("bitbucket_datacenter_token", "BITBUCKET_DATACENTER_TOKEN: \"BBDC-+CwQKIxMGNrQrZspvAR3Xpa3fF0kY2N2AFC9+WvdKrQO\""),
    ("endorlabs_api_key", "config[\"endorlabs_api_key\"] = \"endr+fL3UMTt8ssnomp3P\""),
    ("mergify_application_key", "--token mergify_application_key_viz4R8ldSVa5KkHt5ILBfNO2S3ZoLHoi9Js55cQfJ8-MNEfOh7TEDlDinxNKSYuQ"),
    ("coderabbit_api_key", "Authorization: Bearer cr-b6fd566cefa4a7c5d4df1b3050e43d49822df2bf959489d3a84498f0e0"),
    ("aikido_token", "aikido_token=AIK_SECRET_mMjrYulGoRe21tGKraaYHgAYJpcBVE20NqlPluirBQ5kPnA4jpEpzlOzGwkWYzMB"),
    ("cloudsmith_api_key", "export CLOUDSMITH_API_KEY=csa_a8f4f5a90831308d94958a19af4cf1cWDpY2"),
    ("ionic_pat", "IONIC_PAT: \"ion_Iou3FKpYweqDwDShqX9T6Re3EIUsxQXxA60kdCcP7V\""),
    ("devin_api_key", "config[\"devin_api_key\"] = \"cog_ze4paqnxurkx6vrohuxgx7n2orqqjvdberqbcazzx3m7gyhkwfj4\""),
    ("slack_session_token", "--token xoxc-17689713448-540360186537-7859001165467-4b37878734afb3fd5d88888c93a3683146c7f6d06e57b2254b9b8750eaf2a23e"),
    ("onesignal_rest_api_key", "Authorization: Bearer os_v2_app_p2xsvfksr3l2boebshllnbfcp44fq35svsqsenhqf6pqjq6gbq6isrbw5arfk5gcjsuosh3la35binyfixeyzsjpfo45wesbt2vxikf"),
    ("mailersend_api_token", "mailersend_api_token=mlsn.mlHSMWAMYcHag7bGqqoxS7FDf68CrDmGtMPf5HcjyEUUkzmZfm2Pnm1aV4NLhWcG"),
    ("fullstory_api_key", "export FULLSTORY_API_KEY=na1.ASUBgwF4+98bLDKiryu0x+mEqoXWBeff8oaxPgSKeldSZmSG/B+3t0HkkW65wPjulowXEgFBTh3K9t5DqPDBvuo9L3OCywxaR3nO"),
    ("segment_public_api_token", "SEGMENT_PUBLIC_API_TOKEN: \"sgp_ktgfmwc8OQ6yijilrbX41nQV2Uijmtvx45Jq3PkakvVj0kXrjhrsYJpRffo5k5ho\""),
    ("nightfall_api_key", "config[\"nightfall_api_key\"] = \"NF-igavqFNFlqqweSy5Wc4fWK0AmY7TexNx\""),
    ("paddle_api_key", "--token pdl_live_apikey_48gxmasrpa8fcmhpo4kjllicnz_hXYs25A2BXb4CH7tpMRJYx_l3G"),
    ("polar_access_token", "Authorization: Bearer polar_oat_ajtX99CAMm7tmLKHsJAJyYOhDYy8EpfO__ByevK4I_B"),
    ("ramp_client_secret", "ramp_client_secret=ramp_sec_fFz5ZNtePynKZT68YAkldyr3Mqsasvi8m4dLRFBsdN9L7bGW"),
    ("mercury_api_token", "export MERCURY_API_TOKEN=mercury_production_rma_2yn7UdJCfEeJ0mrM7JtzfEPewbdx5dgumaRGch1dVwh9_yrucrem"),
    ("pagarme_api_key", "PAGARME_API_KEY: \"ak_live_YkmUz1wGBxavC58PoEdPb2M9saEAxu\""),
    ("recharge_api_key", "config[\"recharge_api_key\"] = \"sk_1x1_58c1969ecf34b5e623a086e2b2704d5e50e22a320fefc58c3e214ee7c718799a\""),
    ("persona_api_key", "--token persona_production_8xv2odnp-he67vyxrqdfa8zz9b1s_yc07fhh"),
    ("onfido_api_token", "Authorization: Bearer api_live.ezftE_NeoWPTNKJSdjhoJUt6TVBYPtynxEGLfZEMfkc3"),
    ("salesforce_refresh_token", "salesforce_refresh_token=5AEP861VwsydGCbZDg7u8J7dVPkoa9t0aSrAjc6MkgGLeCHN0J.dS1RdHnPF0C41WT27c1QvMQ_C2VXQBsL4qExJp.p0JBFhb"),
    ("canva_client_secret", "export CANVA_CLIENT_SECRET=cnvca7HACSrqQ_QY1V1trMYORlLwuPZn5NN6RGaINRaFPdSb_B8Np2ET"),
    ("pinterest_access_token", "PINTEREST_ACCESS_TOKEN: \"pina_QT_vN4aqMvLiJE87VAb6imMRYQkHWPvoWq3p-P4ne9Sh1dtjiMDArrq3zF0gPeEQ0C2x5JKM7K-N3BJaHrmeUUWEEK\""),
    ("samsara_api_token", "config[\"samsara_api_token\"] = \"samsara_api_sAwxLOztGK7hF8MJ1EUmLuto5m98Vb\""),
    ("unkey_root_key", "--token unkey_6q2tjEdrTPcwIK2DK3p7KjoB"),
    ("calcom_api_key", "Authorization: Bearer cal_live_c2bd9732db72026bc9b693086b0d48f8"),
    ("adobe_client_secret", "adobe_client_secret=p8e-kk2qJnBrPpd4MKdgY4ZvNjKzy79v8NVQ"),
    ("intra42_client_secret", "export INTRA42_CLIENT_SECRET=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"),
    ("teamwork_api_token", "TEAMWORK_API_TOKEN: \"tkn.v1_2LLBSKBJ5kM4LlJUBQZ7cNutGPuIovuVzAAEHnglFcE9We4MyUxs83WlxRPsW9r5juWtn6i=\""),
    ("storyblok_personal_token", "config[\"storyblok_personal_token\"] = \"yAMneEjyzvzEi0TjVBGX09tt-037841-Dax9LwRen7LekzYsFU1h\""),
    ("ubidots_token", "--token BBFF-3i9Z6i3DK5VlF3g8Ieur0m4mu41CUt"),
    ("adafruit_io_key", "Authorization: Bearer aio_HKtjSpsnd2aVQHK5TaCAbAarNYou"),
    ("settlemint_token", "settlemint_token=sm_pat_UwG3sEsIa0OTDwIh"),
    ("django_secret_key", "SECRET_KEY = 'django-insecure-(g_3_)k9e(t@$uus0o460b_um4=2cn7f3!wbble#82_pnb6kq_'"),
    ("gocardless_access_token", "GOCARDLESS_ACCESS_TOKEN=live_Rk_nlkpCw8ZDbhKnwNn-fTQXiqoNhRe-ONWttvdl"),
    ("slack_session_token", "xoxc-17689713448-540360186537-7859001165467-4b37878734afb3fd5d88888c93a3683146c7f6d06e57b2254b9b8750eaf2a23e"),
];

/// Every text the coverage check tries: each corpus format in each context,
/// each structural row, and the hand samples.
fn samples() -> Vec<String> {
    let all = corpus::formats();
    let prefixed = corpus::prefixed(&all);
    let mut out: Vec<String> = all
        .iter()
        .flat_map(|f| corpus::contexts(f, prefixed.contains(f.format)))
        .map(|(_, text)| text)
        .collect();
    out.extend(corpus::structural().iter().map(|(_, t, _)| (*t).to_owned()));
    out.extend(HAND_SAMPLES.iter().map(|(_, t)| (*t).to_owned()));
    out
}

fn redactor(detector: &Detector) -> impl Fn(&str) -> String + '_ {
    move |s| detector.redact(s, Scope::Text).text.into_owned()
}

#[test]
fn every_rule_compiles_and_its_keywords_are_lowercase() {
    let detector = build(&[], &|_| true).expect("the built-in rules compile");
    for rule in &detector.rules {
        if let Kind::Pattern { source, .. } = &rule.kind {
            let re = Regex::new(source).unwrap_or_else(|e| panic!("{}: {e}", rule.name));
            assert!(!re.is_match(""), "{} matches the empty string", rule.name);
        }
    }
    for spec in formats::FORMATS.iter().chain(structure::STRUCTURES) {
        for k in spec.keywords {
            assert_eq!(*k, k.to_lowercase(), "{}", spec.name);
        }
    }
    let mut names: Vec<&str> = rule_names().collect();
    let n = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n, "rule names are unique");
}

#[test]
fn every_rule_finds_a_case() {
    let mut unfound: std::collections::BTreeSet<&str> = rule_names().collect();
    for text in samples() {
        for f in DETECTOR.find(View::of(&text).text(), Scope::Text) {
            unfound.remove(f.rule);
        }
    }
    assert!(unfound.is_empty(), "rules that find nothing: {unfound:?}");
    // Control: the check sees a rule that finds nothing.
    let dead = Detector {
        rules: vec![pattern_rule(
            "dead",
            Family::Host,
            Cow::Borrowed("\\x00zz"),
            Body::Any,
        )],
        ..build(&[], &|_| false).expect("an empty rule set")
    };
    assert!(samples()
        .iter()
        .all(|t| dead.find(t, Scope::Text).is_empty()));
}

#[test]
fn removing_the_format_rules_fails_the_format_recall() {
    let without = build(&[], &|name| {
        !formats::FORMATS.iter().any(|f| f.name == name)
    })
    .expect("rules compile");
    let m = corpus::known_format_recall(redactor(&without));
    assert!(
        m.rate() < 0.97,
        "recall without format rules {:.2}%",
        m.rate() * 100.0
    );
    // One rule: its own case fails without it and the generic rule (which
    // catches long random tokens whatever their format), not without the
    // generic rule alone.
    let token = "ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5b";
    let text = format!("copied {token} to the clipboard");
    let github = build(&[], &|n| n != "github_token" && n != GENERIC).expect("rules compile");
    assert!(corpus::survives(&redactor(&github)(&text), token));
    let generic = build(&[], &|n| n != GENERIC).expect("rules compile");
    assert!(!corpus::survives(&redactor(&generic)(&text), token));
}

#[test]
fn removing_the_structure_rules_fails_the_structural_recall() {
    let structural: Vec<&str> = structure::STRUCTURES
        .iter()
        .map(|s| s.name)
        .chain(CODE_RULES.iter().map(|r| r.0))
        .collect();
    let without = build(&[], &|name| !structural.contains(&name)).expect("rules compile");
    let m = corpus::structural_recall(redactor(&without));
    assert!(
        m.rate() < 0.97,
        "recall without structure rules {:.2}%",
        m.rate() * 100.0
    );
    // Each code rule alone: some structural case, or its hand sample,
    // fails without it.
    for &(name, ..) in CODE_RULES {
        let without = build(&[], &|n| n != name).expect("rules compile");
        let m = corpus::structural_recall(redactor(&without));
        let sample = HAND_SAMPLES.iter().find(|s| s.0 == name);
        let sample_fails = sample.is_some_and(|s| redactor(&without)(s.1) == s.1);
        assert!(
            !m.failed.is_empty() || sample_fails,
            "{name}: no case needs it"
        );
    }
}

#[test]
fn an_eager_rule_fails_the_false_positive_rate() {
    let eager = vec![(
        "eager".to_owned(),
        vec!["e".to_owned()],
        "[a-z]*e[a-z]{6,}".to_owned(),
    )];
    let detector = build(&eager, &|_| true).expect("rules compile");
    let m = corpus::benign_precision(redactor(&detector));
    assert!(
        m.rate() < 0.99,
        "precision with an eager rule {:.2}%",
        m.rate() * 100.0
    );
}

/// Whether the keyword filter lets every rule run that finds something
/// in `text`: the findings equal those of every rule run unfiltered.
fn keywords_are_sound(text: &str) -> Result<(), String> {
    keywords_are_sound_in(&DETECTOR, text)
}

fn keywords_are_sound_in(detector: &Detector, text: &str) -> Result<(), String> {
    let all = 0..detector.rules.len();
    let view = View::of(text);
    let names = |f: Vec<Finding>| {
        let mut n: Vec<(usize, usize, &str)> = f.iter().map(|f| (f.start, f.end, f.rule)).collect();
        n.sort_unstable();
        n
    };
    let filtered = names(detector.find(view.text(), Scope::Text));
    let unfiltered = names(detector.run(view.text(), Scope::Text, all));
    if filtered == unfiltered {
        Ok(())
    } else {
        Err(format!("{text:?}: {filtered:?} != {unfiltered:?}"))
    }
}

#[test]
fn the_keyword_filter_runs_every_rule_that_finds_a_corpus_case() {
    for text in samples() {
        keywords_are_sound(&text).unwrap();
    }
    for (_, text, _) in corpus::structural() {
        keywords_are_sound(&text.to_uppercase()).unwrap();
    }
}

/// Each word a pattern spells out (its letters between syntax: `\p{L}`,
/// group names and flags are not words), in a few contexts a code or an
/// assignment is written in.
fn pattern_word_texts(pattern: &str) -> Vec<String> {
    let syntax = Regex::new(r"\\[pP]\{[^}]*\}|\\.|\(\?P<[a-z_]+>|\(\?-?[a-zA-Z]+[:)]").unwrap();
    let letters = syntax.replace_all(pattern, " ");
    let word = Regex::new(r"\p{L}[\p{L}\p{M}]+").unwrap();
    let words: std::collections::BTreeSet<&str> =
        word.find_iter(&letters).map(|w| w.as_str()).collect();
    words
        .into_iter()
        .flat_map(|w| {
            [
                format!("{w}: 4821"),
                format!("{w} 4821"),
                format!("{w} code 4821"),
                format!("the {w} is 4821"),
                format!("{w}=Xk9#mQ2vL7"),
            ]
        })
        .collect()
}

/// The words of the assignment rule's patterns are the prefilter's too:
/// a code's word in a pattern and not in the keywords (`Kombination` was
/// one) is a text the rule never sees.
#[test]
fn the_keyword_filter_knows_each_word_of_the_assignment_patterns() {
    for pattern in assign::patterns() {
        for text in pattern_word_texts(pattern) {
            keywords_are_sound(&text).unwrap();
            keywords_are_sound(&text.to_uppercase()).unwrap();
        }
    }
}

/// The alternatives of `pattern`'s groups that an ASCII word boundary
/// follows (`(?:kod|kodê)(?-u:\b)`) and that end in a letter past ASCII:
/// no boundary stands between that letter and a blank, so the word is
/// never found.
fn words_before_an_ascii_boundary(pattern: &str) -> Vec<String> {
    const BOUNDARY: &str = "(?-u:\\b)";
    let chars: Vec<(usize, char)> = pattern.char_indices().collect();
    // Each group's open and close, escapes and classes passed over.
    let mut opens = Vec::new();
    let mut groups = std::collections::HashMap::new();
    let mut class = 0usize;
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        match c {
            '\\' => i += 1,
            '[' => class += 1,
            ']' if class > 0 => class -= 1,
            '(' if class == 0 => opens.push(at),
            ')' if class == 0 => {
                if let Some(open) = opens.pop() {
                    groups.insert(at, open);
                }
            }
            _ => {}
        }
        i += 1;
    }
    let mut found = Vec::new();
    for (at, _) in pattern.match_indices(BOUNDARY) {
        let Some(close) = at.checked_sub(1).filter(|&c| pattern.as_bytes()[c] == b')') else {
            continue;
        };
        let Some(&open) = groups.get(&close) else {
            continue;
        };
        let inner = pattern[open + 1..close].trim_start_matches("?:");
        // The group's own alternatives: `|` outside its inner groups and
        // classes.
        let (mut depth, mut class, mut escaped, mut from) = (0i32, 0i32, false, 0);
        let mut alternatives = Vec::new();
        for (j, c) in inner.char_indices() {
            if escaped {
                escaped = false;
                continue;
            }
            match c {
                '\\' => escaped = true,
                '[' => class += 1,
                ']' if class > 0 => class -= 1,
                '(' if class == 0 => depth += 1,
                ')' if class == 0 => depth -= 1,
                '|' if class == 0 && depth == 0 => {
                    alternatives.push(&inner[from..j]);
                    from = j + 1;
                }
                _ => {}
            }
        }
        alternatives.push(&inner[from..]);
        // (A letter the view reads with or without its accent is a class
        // of both: `kod[êe]`.)
        let past_ascii = |a: &&str| match a.strip_suffix(']') {
            Some(head) => head.rsplit_once('[').is_some_and(|(_, class)| {
                class.chars().any(|c| c.is_alphabetic() && !c.is_ascii())
            }),
            None => a
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphabetic() && !c.is_ascii()),
        };
        found.extend(
            alternatives
                .into_iter()
                .filter(past_ascii)
                .map(str::to_owned),
        );
    }
    found
}

/// No word a pattern looks for ends in a letter past ASCII before an
/// ASCII word boundary (Zaza's `kodê` was one: never found).
#[test]
fn no_word_past_ascii_ends_before_an_ascii_word_boundary() {
    let detector = build(&[], &|_| true).expect("the built-in rules compile");
    let mut sources: Vec<(String, String)> = detector
        .rules
        .iter()
        .filter_map(|r| match &r.kind {
            Kind::Pattern { source, .. } => Some((r.name.to_owned(), source.to_string())),
            _ => None,
        })
        .collect();
    sources.extend(
        assign::patterns()
            .into_iter()
            .map(|p| ("assignment".to_owned(), p.to_owned())),
    );
    let unfound: Vec<(String, Vec<String>)> = sources
        .into_iter()
        .map(|(name, source)| (name, words_before_an_ascii_boundary(&source)))
        .filter(|(_, words)| !words.is_empty())
        .collect();
    assert!(unfound.is_empty(), "{unfound:?}");
    // Control: the check sees such a word, and passes a word placed
    // outside the boundary's group.
    assert_eq!(
        words_before_an_ascii_boundary(r"(?i)(?:code|kod|kodê)(?-u:\b)\s+\d{4}"),
        ["kodê"]
    );
    assert!(words_before_an_ascii_boundary(r"(?:(?:code|kod)(?-u:\b)|kodê)\s+\d{4}").is_empty());
    // As the view's patterns spell it, its accent optional.
    assert_eq!(
        words_before_an_ascii_boundary(&view::for_view(r"(?:code|kodê)(?-u:\b)")),
        ["kod[êe]"]
    );
}

/// The built-in rules leave room in the keyword filter's set of rules
/// for a host's (a rule beyond it runs on every text).
#[test]
fn the_rule_set_leaves_room_for_a_hosts_rules() {
    assert!(DETECTOR.rules.len() + 64 <= RuleBits::ROOM);
}

/// The check above fails for a rule whose pattern holds a word its
/// keywords lack.
#[test]
fn a_pattern_word_missing_from_the_keywords_is_found() {
    let rule = vec![(
        "portal_code".to_owned(),
        vec!["gate".to_owned()],
        r"(?:gate|portal) code \d{4}".to_owned(),
    )];
    let detector = build(&rule, &|_| true).expect("rules compile");
    let unsound: Vec<String> = pattern_word_texts(&rule[0].2)
        .into_iter()
        .filter(|t| keywords_are_sound_in(&detector, t).is_err())
        .collect();
    assert_eq!(unsound, ["portal code 4821"]);
}

proptest! {
    /// The keyword filter never skips a rule that would find something, in
    /// any text and any case.
    #[test]
    fn the_keyword_filter_is_sound(s in "(?s).{0,80}", pick in 0usize..8,
            upper in any::<bool>()) {
        let s = match pick {
            0 => s,
            1 => format!("{s}xoxb-0123456789"),
            2 => s.replace(' ', "="),
            3 => format!("eyJ{s}.abcdefgh.efgh"),
            4 => s.replace('a', "-----BEGIN PRIVATE KEY-----"),
            5 => format!("net user {s}"),
            6 => format!("<pin>{s}</pin>"),
            _ => format!("Bearer {s}"),
        };
        let s = if upper { s.to_uppercase() } else { s };
        prop_assert!(keywords_are_sound(&s).is_ok(), "{}", keywords_are_sound(&s).unwrap_err());
    }
}

/// The keywords a walk of the automaton in lanes finds in `text`, lanes
/// starting `back` bytes early.
fn keywords_in_lanes(text: &[u8], back: usize) -> Vec<usize> {
    let dfa = &DETECTOR.keywords;
    let mut found = Vec::new();
    DETECTOR
        .walk_overlapping(text, back, |sid| {
            found.extend((0..dfa.match_len(sid)).map(|i| dfa.match_pattern(sid, i).as_usize()))
        })
        .unwrap();
    found.sort_unstable();
    found.dedup();
    found
}

/// The keywords aho-corasick's own overlapping search finds in `text`.
fn keywords_by_search(text: &[u8]) -> Vec<usize> {
    let dfa = &DETECTOR.keywords;
    let input = aho_corasick::Input::new(text);
    let mut state = aho_corasick::automaton::OverlappingState::start();
    let mut found = Vec::new();
    loop {
        dfa.try_find_overlapping(&input, &mut state).unwrap();
        match state.get_match() {
            Some(m) => found.push(m.pattern().as_usize()),
            None => break,
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

/// The match states of `DETECTOR`'s automaton (every state any byte
/// reaches) that `by_state` has no place of their own for.
fn unlisted_match_states(by_state: &[Option<Vec<usize>>], places: &MatchStates) -> usize {
    let dfa = &DETECTOR.keywords;
    let start = dfa.start_state(aho_corasick::Anchored::No).unwrap();
    let mut seen = std::collections::HashSet::from([start]);
    let mut todo = vec![start];
    let mut places_taken = std::collections::HashSet::new();
    let mut unlisted = 0;
    while let Some(sid) = todo.pop() {
        if dfa.is_match(sid) {
            let place = places.index(sid);
            if !matches!(by_state.get(place), Some(Some(_))) || !places_taken.insert(place) {
                unlisted += 1;
            }
        }
        for byte in 0..=u8::MAX {
            let next = dfa.next_state(aho_corasick::Anchored::No, sid, byte);
            if seen.insert(next) {
                todo.push(next);
            }
        }
    }
    unlisted
}

#[test]
fn every_match_state_has_its_rules() {
    // The walk along the keywords enters every state the automaton has, so
    // every match state a text can reach has its own rules.
    assert_eq!(
        unlisted_match_states(&DETECTOR.by_state, &DETECTOR.match_states),
        0
    );
    // Control: states listed from half the keywords miss the other half's.
    let literals = &DETECTOR.literals;
    let rules = vec![vec![0]; literals.len()];
    let (half, places) =
        rules_by_state(&DETECTOR.keywords, &literals[..literals.len() / 2], &rules);
    assert!(unlisted_match_states(&half, &places) > 100);
}

#[test]
fn a_walk_in_lanes_finds_every_keyword_across_lane_edges() {
    // The longest keywords (several bytes a character) are the ones a lane
    // edge can cut; a few short ones too.
    let mut keywords: Vec<Vec<u8>> = DETECTOR
        .literals
        .iter()
        .map(|k| k.as_bytes().to_vec())
        .collect();
    keywords.sort_by_key(|k| std::cmp::Reverse(k.len()));
    keywords.truncate(12);
    keywords.extend([b"pass".to_vec(), b"-p".to_vec(), b"$".to_vec()]);
    let filler = 0x01u8; // no keyword holds a control byte
    let back = DETECTOR.longest_keyword - 1;
    let mut missed_without_overlap = 0;
    // Every length from one walk to lanes of a few bytes, and a long text;
    // each keyword at every offset.
    let lengths = (LANES * LANE_MIN..LANES * LANE_MIN + back + 12).chain([300]);
    for len in lengths {
        for keyword in &keywords {
            for at in 0..=len - keyword.len() {
                let mut text = vec![filler; len];
                text[at..at + keyword.len()].copy_from_slice(keyword);
                let expected = keywords_by_search(&text);
                assert!(!expected.is_empty());
                assert_eq!(
                    keywords_in_lanes(&text, back),
                    expected,
                    "{keyword:?} at {at} of {len}"
                );
                if keywords_in_lanes(&text, back - 1) != expected {
                    missed_without_overlap += 1;
                }
            }
        }
    }
    // Control: lanes that read one byte less lose the longest keywords cut
    // by an edge.
    assert!(missed_without_overlap > 0);
}

#[test]
fn password_shapes_are_found_alone_and_leave_ids_and_words() {
    for (text, kept) in [
        ("Safari suggested hucdiq-3kyxRu-vyjmix", "Safari suggested "),
        (
            "jdoe,jdoe@acme.io,Winter2024!,admin",
            "jdoe,jdoe@acme.io,,admin",
        ),
        ("\"PY66i-Zsyjp-C7MZc\"", "\"\""),
        // Glued after CJK text or `_`, closed by a full stop.
        ("中Winter2024!.", "中."),
        ("id_hucdiq-3kyxRu-vyjmix", "id_"),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
    // Controls: UUIDs in either case, dated names, grouped words without
    // digits, a word and a number in a sentence, a longer chain.
    for text in [
        "5e3030a4-fea0-4246-a389-4e4758b93476",
        "5E3030A4-FEA0-4246-A389-4E4758B93476",
        "build-2024-11-30-release",
        "Plan-Ahead-Today",
        "see Route 66! and Chapter 12?",
        "abcd-EFGH-ij12-KLmn-op34",
        "Winter2024!x",
        "Meeting-Notes-Jan15",
        "Project-X2024-Plan",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_pattern_names_a_word_list_once_and_keeps_its_repetitions() {
    let expanded = structure::expand(r"(?:{password_labels})[^\n]{0,80}");
    assert!(expanded.contains("passwort|kennwort") && expanded.contains("パスワード"));
    assert!(expanded.ends_with(r"[^\n]{0,80}") && !expanded.contains("{password_labels}"));
    // Control: a pattern naming no list comes back as written.
    assert!(matches!(
        structure::expand(r"a{2,3}"),
        std::borrow::Cow::Borrowed(_)
    ));
}

#[test]
fn a_token_written_into_a_url_goes_whole_with_its_escapes() {
    let token = "tokenRuUAIpPPIJ4CTiYDoilrk9Ls%2BVaHhrKbvfN5G5Bw%2BVI%3D";
    assert_eq!(redact(token).text, REDACTION_MARK);
    assert_eq!(
        redact(&format!("see {token}&page=2")).text,
        format!("see {REDACTION_MARK}&page=2")
    );
    // Controls: an escape after a space, and escapes with no token.
    assert_eq!(
        redact("RuUAIpPPIJ4CTiYDoilrk9Ls %2Bkeep").text,
        format!("{REDACTION_MARK} %2Bkeep")
    );
    assert_eq!(redact("50%25 off%20today").text, "50%25 off%20today");
}

#[test]
fn random_passwords_are_found_alone_and_code_markup_and_digests_are_not() {
    for (text, kept) in [
        (
            "sam.lee@contoso.com\nERd3*5}c<fgw0\nCopy Password",
            "sam.lee@contoso.com\n\nCopy Password",
        ),
        ("C4: >AM{3WUBHls(XfPW&MQp", "C4: "),
        (
            "reset with `x`):\n  7mLp1nQzbSP*vHBgY9RA.",
            "reset with `x`):\n  .",
        ),
        ("(m6k%eTFd^E#of)", "()"),
        ("中B^XCuIT{V={g@2UmIatP%", "中"),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
    // Controls: code, generics, markup, digests and fingerprints, a log's
    // date, a handle, an email address, a query string, a version.
    for text in [
        "BigUint::from(10u32).pow(10_000)",
        "HashMap<String,Vec<u8>>",
        "[![Rust 1.31+]][Rust 1.31]",
        "SHA256:AJhi4qbbKMHfx3k7j7d/7Jodz4j9fIGGZoSMgslTJPH",
        "[30/Nov/2024:10:15:01 +0000]",
        "thanks @JustForFun88!",
        "Sam.Lee2024@contoso.com",
        "https://x.io/s?q=Foo2&page=2#Top",
        "?q=Foo2&Page=2#Top",
        "Release v2.3.1-RC1 (build 7)",
        "fn clone_rng(rng: &ChaCha20Rng) -> ChaCha20Rng",
        "Vec<Option<u8>>",
        // Each caught by one test alone: brackets, operators.
        "F(x1)+G[k2]",
        "Ab1&&Cd2||Ef3",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn codes_and_answers_are_found_in_other_phrasings_and_languages() {
    for (text, kept) in [
        ("【Apple】認証コード：829335", "【Apple】認証コード："),
        (
            "Tu código de verificación es 048679",
            "Tu código de verificación es ",
        ),
        (
            "Ihr Bestätigungscode lautet 301593",
            "Ihr Bestätigungscode lautet ",
        ),
        ("Код подтверждения: 482913", "Код подтверждения: "),
        ("您的验证码是 482913", "您的验证码是 "),
        ("인증번호 [482913]", "인증번호 []"),
        (
            "Use 669649 to verify your account",
            "Use  to verify your account",
        ),
        (
            "id_Use 669649 to verify your account",
            "id_Use  to verify your account",
        ),
        (
            "What was the name of your first pet? → Rocky",
            "What was the name of your first pet? → ",
        ),
        (
            "Q: Name of your elementary school\nA: Lincoln Elementary",
            "Q: Name of your elementary school\nA: ",
        ),
        (
            "security answer for bank is Tbilisi",
            "security answer for bank is ",
        ),
        (
            "Name of your elementary school → St. Brigid's",
            "Name of your elementary school → ",
        ),
        (
            "Security question: First pet? Answer: Rex 19",
            "Security question: First pet? Answer: ",
        ),
        (
            "Sicherheitsfrage: Mother's maiden name Antwort: Kowalczyk",
            "Sicherheitsfrage: Mother's maiden name Antwort: ",
        ),
        (
            "For the bank security question I used Abernathy",
            "For the bank security question I used ",
        ),
        ("memorable word: Jefferson Primary", "memorable word: "),
        (
            "type Mrs. Patterson into the \"Who was your favourite teacher?\" field",
            "type  into the \"Who was your favourite teacher?\" field",
        ),
        ("Din engångskod är 7954", "Din engångskod är "),
        ("Mã xác thực của bạn là 866289", "Mã xác thực của bạn là "),
        ("Doğrulama kodunuz: 698253", "Doğrulama kodunuz: "),
        ("PIN-код карты: 10209893", "PIN-код карты: "),
        ("the lockbox combo is 628045", "the lockbox combo is "),
        ("Mi PIN es 921475", "Mi PIN es "),
        (
            "What was your mother's maiden name? Answer: O'Brien.\nNext, set a PIN.",
            "What was your mother's maiden name? Answer: \nNext, set a PIN.",
        ),
        // Codes of capitals and digits, and codes before their name.
        (
            "Tu código de verificación es 9648GJ.",
            "Tu código de verificación es .",
        ),
        (
            "Kode verifikasi Anda adalah PPOHNK. JANGAN",
            "Kode verifikasi Anda adalah . JANGAN",
        ),
        (
            "Der Sicherheitscode für Ihr Slack-Konto lautet: XOK-EIT",
            "Der Sicherheitscode für Ihr Slack-Konto lautet: ",
        ),
        (
            "BBVA: 53TCZN es tu clave de confirmación",
            "BBVA:  es tu clave de confirmación",
        ),
        (
            "3VX480 est votre code de connexion Doctolib.",
            " est votre code de connexion Doctolib.",
        ),
        ("Here is your code: SGRQC6", "Here is your code: "),
        (
            "Epic Games Guard code 5N5L1Z — sent to you",
            "Epic Games Guard code  — sent to you",
        ),
        // A door's or a card's code, a few words on, in other languages.
        ("Ваш код: 438195", "Ваш код: "),
        ("Код домофона: 616748", "Код домофона: "),
        ("La clave del portón es 5247", "La clave del portón es "),
        ("Geheimzahl der EC-Karte: 8403", "Geheimzahl der EC-Karte: "),
        ("lockbox at cabin = 6162", "lockbox at cabin = "),
        ("Door code #49308", "Door code #"),
        (
            "Tu NIP es 2570. No lo compartas.",
            "Tu NIP es . No lo compartas.",
        ),
        ("Voicemail PIN set to 3763", "Voicemail PIN set to "),
        ("Kode verifikasi N26: 650462", "Kode verifikasi N26: "),
        (
            "tu código de un solo uso es 060567",
            "tu código de un solo uso es ",
        ),
        (
            "Ваш код для входу в Revolut: 411915",
            "Ваш код для входу в Revolut: ",
        ),
        ("کد تایید شما: 87435", "کد تایید شما: "),
        (
            "Enter this code to finish signing in:\n\n314396\n\nIt expires",
            "Enter this code to finish signing in:\n\n\n\nIt expires",
        ),
        ("Code secret : 914539", "Code secret : "),
        (
            "Phone banking security number: 124714",
            "Phone banking security number: ",
        ),
        ("Prüfziffer (CVC): 427", "Prüfziffer (CVC): "),
        ("Cryptogramme visuel : 610", "Cryptogramme visuel : "),
        (
            "Pregunta secreta: ¿Nombre de tu primera mascota? Respuesta: Fenway",
            "Pregunta secreta: ¿Nombre de tu primera mascota? Respuesta: ",
        ),
        // Recovery codes in other languages, in groups without digits.
        (
            "Códigos de recuperación de Instagram: xcni-xhly-vrrz-wlfe",
            "Códigos de recuperación de Instagram: ",
        ),
        ("google 2fa backup j8cy-6kuh", "google 2fa backup "),
        // Answers after a quoted question, a question in parentheses,
        // `ans:`, and `Sec Q` in another language.
        (
            "Sec Q \"What was the make of your first car?\" = Fiat Panda",
            "Sec Q \"What was the make of your first car?\" = ",
        ),
        (
            "security answer (Quel est le nom de jeune fille de votre mère): Mensah",
            "security answer (Quel est le nom de jeune fille de votre mère): ",
        ),
        (
            "security Q: What was the make of your first car? ans: Toyota Corolla",
            "security Q: What was the make of your first car? ans: ",
        ),
        (
            "Sec Q \"Quel est le nom de jeune fille de votre mère ?\" = Silva",
            "Sec Q \"Quel est le nom de jeune fille de votre mère ?\" = ",
        ),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
    // Controls: a year or a size to verify, a FAQ, a question in a
    // search's title, chat, a code of four digits that is no code.
    for text in [
        "Use 2024 to verify the year",
        "Use 1080 to verify resolution",
        "Q: How do I reset my password? A: Click Forgot password.",
        "Where is the nearest school? - Google Search",
        "What school did you go to? I'm curious",
        "Favorite color? → blue",
        "Código postal: 28001",
        "code review 2024",
        "the combination of 2024 and 2025",
        "Respuesta: 42",
        "type Leeds into the search field",
        // A booking's, a promotion's or a postal code; a barcode; an
        // encoding; a word for a code inside another word.
        "Confirmation code: CPTXNX — Flight BA4724",
        "Use code SAVE20 at checkout",
        "SAVE20 is your promo code",
        "Tu código de descuento es VERANO24",
        "Votre code postal : 75001",
        "Штрихкод: 46001234",
        "кодировка: 1251",
        "autoclave 1234",
        "let code = 1234;",
        "Backup codes - keep them safe",
        "secret_rotation_days: 90",
        "Steam Guard code N26",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn hexadecimal_groups_that_hold_forty_digits_are_a_secret() {
    for (text, kept) in [
        (
            "\"11fe76ede0f7e55cfea35c35dc3cb011-ed02b520-e7c6960a\"",
            "\"\"",
        ),
        (
            "copied 5c67c340dff9123078f9069bdf7100cb-11b19d2b-afc4ecd8.",
            "copied .",
        ),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
    // Controls: a UUID, an S3 multipart ETag, two short groups, a run with
    // a short group.
    for text in [
        "5e3030a4-fea0-4246-a389-4e4758b93476",
        "ETag d41d8cd98f00b204e9800998ecf8427e-12",
        "build deadbeef-cafebabe",
        "d41d8cd98f00b204e9800998ecf8427e-abc-deadbeef",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn buttons_states_errors_types_and_system_names_are_no_secrets() {
    for text in [
        "password manager comparison 2024",
        "/private/var/folders/xy/54cb9hryj5a2srd2cq7mxolfj7/T/",
        "Wi-Fi Password: Share",
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
        "Error: secret \"db-creds\" not found",
        "ExpiredToken: The security token included in the request is expired",
        "パスワードは8文字以上で設定してください。",
        "SECRET_KEY=replace-me",
        "def verify_token(token: str) -> bool:",
        "sha1sum: e076cb8f99bcd1cf49add14d9175988c08c1fafa  ubuntu-24.04-desktop-amd64.iso",
        "Twilio message SM01c7caa1c14357ab3334ee2848067d23",
        "spotify:track:CYb4TyJuM9RPeMijdgbJAX",
        "Wi-Fi password: tap to share",
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "password: \"%(password)s\"",
        "key: ENC[AES256_GCM,data:...,type:str]",
        "token: {{ .Values.token }}",
        "\"token\": \"<redacted>\"",
        "Secret: [hidden]  Reveal",
        "Checking out 04b20d724fcccc020b5857c6f5d9d5845ddcab21",
        "Checksum (SHA-1): 5c17293cfa39a424c3138ef6678d74f20a6ba074",
        "where to find wifi password on windows 11",
        "OTP_DIGITS=6",
        "auth: { type: oauth2, scopes: [read, write] }",
        "x-amz-checksum-sha256: ByZ/6GkdgkcGQWpEfi9oyCNDzW8XzH6apdsGZ/1TEiH=",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: the same places holding a secret.
    for (text, kept) in [
        ("password kQ7vX2mPz9Lw", "password "),
        ("see xy/54cb9hryj5a2srd2cq7mxolfj7/T/", "see "),
        ("Wi-Fi Password: Sh4re-2024", "Wi-Fi Password: "),
        // (`db-creds` alone is a resource's name: see the test of names.)
        ("secret: \"db-cr3ds!x\"", "secret: \"\""),
        ("Token: The9Security8Token", "Token: "),
        ("パスワードはWinter2024!です", "パスワードはです"),
        ("SECRET_KEY=replace-me-9f8Kq2", "SECRET_KEY="),
        ("token: Str0ng-Tok3n", "token: "),
        ("Wi-Fi password: tap2share!", "Wi-Fi password: "),
        ("Secret: [hidden] Reveal9x!Q", "Secret: "),
        (
            "Session 04b20d724fcccc020b5857c6f5d9d5845ddcab21",
            "Session ",
        ),
        ("salasana on Kissa2024x", "salasana on "),
        ("OTP_SECRET=6", "OTP_SECRET="),
        ("auth: Zq8!vP2xLm", "auth: "),
        (
            "hooks?api_key=ACde387487a4869c166ead3f19e31ac761&v=2",
            "hooks?",
        ),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
}

#[test]
fn labels_written_with_combining_marks_are_found_in_the_view_that_drops_them() {
    for (text, kept) in [
        ("รหัสผ่าน: abc123xyz", "รหัสผ่าน: "),
        ("รหัส OTP ของคุณคือ 6069", "รหัส OTP ของคุณคือ "),
        ("पासवर्ड: bnwf2eV2rXufhS", "पासवर्ड: "),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
    // Control: the view does drop these labels' marks, so the labels
    // must be read the same way to be found.
    for label in ["รหัสผ่าน", "पासवर्ड"] {
        assert_ne!(view::as_read(label), label);
    }
}

#[test]
fn logins_passphrases_and_keys_told_on_screen_are_found() {
    for (text, kept) in [
        // A login's user, then the password.
        (
            "user ztanaka / pass Tmp-4yqohw0D (one-time)",
            "user ztanaka / pass  (one-time)",
        ),
        (
            "Log into the admin at https://admin.example.io with admin / DkucnryTpiPW",
            "Log into the admin at https://admin.example.io with admin / ",
        ),
        (
            "admin panel creds are admin:Trump3t94 dont leak",
            "admin panel creds are admin: dont leak",
        ),
        (
            "Login form: user frank@example.com / pass Nebula+Maggie+Banana56 then Enter",
            "Login form: user frank@example.com / pass  then Enter",
        ),
        (
            "type frank@web.de then Tab then snoopy~66Phoenix^ then Enter",
            "type frank@web.de then Tab then  then Enter",
        ),
        ("login lena@outlook.com admin3568!!", "login lena@outlook.com "),
        ("id_login lena@outlook.com admin3568!!", "id_login lena@outlook.com "),
        (
            "Enter Wizard+Football+Thunder62 in \"Confirm password\"",
            "Enter  in \"Confirm password\"",
        ),
        (
            "Remember: Hockey.Spring.Galaxy62 is the password for the bank",
            "Remember:  is the password for the bank",
        ),
        (
            "set_value(field=\"Password\", value=\"9,KK,<m_D6f3r0.Jp80j.$1Q\")",
            "set_value(field=\"Password\", value=\"\")",
        ),
        ("SSID: Livebox-1A2B  WPA2 key: 3718 8755 8926", "SSID: Livebox-1A2B  WPA2 key: "),
        ("Şifrem mUVS6AfvadwnoFDNRBBG", "Şifrem "),
        // Connection strings: a `#` in the password, Oracle's Easy
        // Connect, SQL's double quotes.
        ("postgres://os:ilove9251#@db.example.com:5432/orders", ""),
        ("scott/qwerty6666#@//reporting:1521/ORCLPDB1", "scott/@//reporting:1521/ORCLPDB1"),
        ("CREATE USER app IDENTIFIED BY \"golden%15Liverpool%\";", "CREATE USER app IDENTIFIED BY \"\";"),
        // Seed phrases apart by commas, after other labels, numbered.
        (
            "my wallet words are auto, wisdom, board, angle, addict, auction, already, ahead, actual, balance, agent, base",
            "my wallet words ",
        ),
        (
            "1. beyond 2. yard 3. anchor 4. absorb 5. add 6. arm 7. analyst 8. afraid 9. blanket 10. wire 11. allow 12. abandon",
            "",
        ),
        // Text typed into a password's element; a CSV export's localized
        // header and `;`; npm's stored password.
        (
            "driver.find_element(By.ID, \"pass\").send_keys(\"Hugo52\")",
            "driver.find_element(By.ID, \"pass\").send_keys(\"\")",
        ),
        ("page.fill('#password', 'S3cr3t!x')", "page.fill('#password', '')"),
        (
            "Dienst;Benutzer;Passwort\nZoom;ana@outlook.com;tacos_summer_waffles",
            "Dienst;Benutzer;Passwort\nZoom;ana@outlook.com;",
        ),
        (
            "npm config set //npm.acme.com/:_password NTMyNDU2",
            "npm config set //npm.acme.com/:_password ",
        ),
        ("UID=admin;PWD={thistle.avocado620};", ""),
        (
            "ipmitool -H 10.1.2.3 -U ADMIN -P 'Shadow47-' chassis power status",
            "ipmitool -H 10.1.2.3 -U ADMIN -P '' chassis power status",
        ),
        // A policy's password in any alphabet, the symbol first.
        ("try logging in with Größe^2843? I just reset it", "try logging in with ? I just reset it"),
        ("\"Über*03\" is the new one", "\"\" is the new one"),
        // A passphrase after a quoted key's name, after `pass phrase`.
        (
            "Enter passphrase for key '/home/me/.ssh/id_ed25519': cinder paprika canyon maple trumpet",
            "Enter passphrase for key '/home/me/.ssh/id_ed25519': ",
        ),
        (
            "the archive pass phrase: raven pumpkin dragon monkey jasmine",
            "the archive pass phrase: ",
        ),
        // An app password on the line after its label; an authenticator's
        // key in groups.
        ("Generated app password\nsqrghoujrudnfqgs\nUse it once", "Generated app password\n\nUse it once"),
        (
            "Enter code manually\nKey: PL24 TQCS UFMO B53C\nTime based",
            "Enter code manually\nKey: \nTime based",
        ),
    ] {
        assert_eq!(
            redact(text).text.replace(REDACTION_MARK, ""),
            kept,
            "{text}"
        );
    }
    // Controls: versions, a percent escape, an ARN, a key's quoted name in a
    // sentence about a change, words grouped in fours, a price.
    for text in [
        "works with Windows 10 / 11",
        "license-Apache%202.0-blue",
        "arn:aws:secretsmanager:us-east-1:114022162759:secret:prod/db/password-fbrmbC",
        "password for 'id_rsa' updated: true",
        "Authenticator app setup key: this that with from",
        "Enter code manually\nKey: ABCD EFGH IJKL MNOP",
        "login: https://x.io",
        "This is the password reset page",
        "Forgot? That is your password manager",
        "login admin@x.com failed",
        "type a@b.com then Tab then Enter",
        "actions/checkout@v4/x",
        "1. Click the blue button and then select the right option from menu",
        "Wi-Fiのパスワードは",
        "for (i = 0; i < n; i++) { total; }",
        "page.fill('#search', 'hello world')",
        "password={config.db_password};",
        "Driver={ODBC Driver 18 for SQL Server};",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn ids_cursors_examples_and_log_lines_are_no_secrets() {
    for text in [
        // AWS's unique ids of users and roles, not access keys.
        "AIDA2VCEVBFFFWGUJVEON",
        "AROADUU4KA5DS5LZXAL4O",
        // A commit a build came from; a version's code.
        "Built from 1edd26a1fdb180829fe24098e945ec093d889d3d on 2025-05-15",
        "Version code 2972",
        // A log line's module and message.
        "2025-05-20T15:14:59.125Z INFO  auth: login succeeded for user=kwame mfa=totp",
        // Placeholders, comments, references and masks.
        "REDIS_PASSWORD=__REPLACE_ME__",
        "JWT_SECRET=  # generate with: openssl rand -hex 32",
        "SECRET_KEY=${SECRET_KEY:?missing}",
        "Key: LK6q…krJu",
        "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
        "password_encryption = scram-sha-256",
        "next_page_token: eyJvZmZzZXQiOjQ2NDYsImxpbWl0Ijo1MH0=",
        // Base64 of a message and of a JWT's header.
        "Content-Transfer-Encoding: base64\n\nVGhhbmtzIGZvciB5b3VyIG9yZGVyIQ==",
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
        // A key's fingerprint named by its algorithm.
        "gpg: signature made 2025-02-26 using EDDSA key a19c4013ca51867b16ed38b5d2e61b54839e0dfd",
        // A card network's documented test number.
        "Use test card 4242 4242 4242 4242 with any future date and any CVC.",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: an access key, base64 of a login, base64 of JSON with a
    // key inside, a fallback literal, a real card, a key with its middle.
    for (text, secret) in [
        ("AKIA2VCEVBFFFWGUJVEO", "AKIA2VCEVBFFFWGUJVEO"),
        ("x dXNlcm5hbWVfMTIzNDpTM2NyM3RQYXNzd29yZCE5OQ== y", "dXNlcm5hbWVfMTIzNDpTM2NyM3RQYXNzd29yZCE5OQ"),
        (
            "TUNNEL_TOKEN: eyJzIjoiK1BVTlhXbGpsY05yYVdCZGlJY2I3dVI4eG9tdG5oMlhXTVFyUjdXVW5MST0ifQ==",
            "eyJzIjoiK1BVTlhXbGpsY05yYVdCZGlJY2I3dVI4eG9tdG5oMlhXTVFyUjdXVW5MST0ifQ",
        ),
        ("SECRET_KEY=${SECRET_KEY:-Hunter2024x}", "Hunter2024x"),
        ("card 4556 1643 9011 3706", "4556 1643 9011 3706"),
        // (A console's first eight and last four are a mask; more is a
        // key cut in its middle to fit.)
        ("Key: LK6q9f2xQ3pZ…krJu", "LK6q9f2xQ3pZ"),
        (
            "api key a19c4013ca51867b16ed38b5d2e61b54839e0dfd",
            "a19c4013ca51867b16ed38b5d2e61b54839e0dfd",
        ),
    ] {
        assert!(!redact(text).text.contains(secret), "{text}");
    }
}

/// What docs, masks and code put where a secret goes: filler runs, bullets
/// a screen draws, words asking for the value, references and format slots.
#[test]
fn fillers_masks_and_references_are_no_secrets() {
    for text in [
        "SENTRY_AUTH_TOKEN=sntryu_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "DATABRICKS_TOKEN=dapi123456789012345678a9bc01234defg5",
        "okta_api_token: 000000000000000000000000000000000000000000aa",
        "Bearer Token: AAAAAAAAAAAAAAAAAAAAA<your-key>",
        "plaid_access_token = \"•••• 779a\"",
        "Variable value:  0x•••••••••••9f80",
        "token: \"********** (last used 2 days ago)\"",
        "Variable value:  sk-ant-oat01-YOUR_KEY",
        "ENV VAULT_TOKEN=test",
        "./release.sh --token __REPLACE__ --channel stable",
        "Environment=\"NUGET_API_KEY=$env:NUGET_API_KEY\"",
        "dsn := fmt.Sprintf(\"postgres://%s:%s@%s/app\", user, password, host)",
        "const tursoAuthToken = \"$(cat /run/secrets/turso_auth_token)\"",
        "Senha: \n☐ Remember my credentials",
        "PEM private keys start with -----BEGIN PRIVATE KEY----- and should never be committed.",
        // A settings page's buttons, notes and states.
        "设置\n密码: [修改密码]\n用户名: aschmidt\n2FA: [Manage]",
        "Configurações\nSenha: [Alterar senha]\nNome de usuário: asharma",
        "textbox \"Senha\" [value: \"••••••\"]\ntextbox \"Nome de usuário\" [value: \"rokafor\"]",
        "shopify_access_token = \"Hidden – click Reveal\"",
        "const HONEYCOMB_API_KEY: &str = \"(sensitive value)\";",
        "private const string VaultToken = @\"********\";",
        "Kurtarma kodu — viewed Jun 2024",
        "Dock: Safari | Mail | Passwords | Authenticator | Notes",
        "New password\nConfirm password\n密码长度至少为8位，且须包含数字和特殊字符。",
        "supabase_service_role_key\teyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6I****SA1c",
        // References a config or a grid holds.
        "AZURE_STORAGE_CONNECTION_STRING=\"${env:AZURE_STORAGE_CONNECTION_STRING}\"",
        " 148 | wireguard  | System.getenv(\"WG_PRIVATE_KEY\") | 2025-06-01",
        "\"credentials\": {\n    \"jenkins_api_token\": \"●●●●●●●●●●●●\"\n},",
        // States, words in the value's place, menus and help.
        "firebase_database_secret = \"(not set)\"",
        "Come si chiamava il tuo primo animale domestico?\n→ ********",
        "AXStaticText \"Salasana\"\n  AXSecureTextField value=\"Salasana piilotettu\"",
        "Settings › Adgangskode › App-adgangskode › Backupkoder",
        "현관 비밀번호: will be sent on the day of arrival.",
        "\"openai_key\": \"sk-\\u2022\\u2022\\u2022\\u2022\\u2022\\u2022\"",
        "  AZURE_SAS_TOKEN=sv=2022-...",
        "postgresql://billing_rw:ENTER-PASSWORD@free-tier14.cockroachlabs.cloud:26257/db",
        "--otp CODE           one-time password if 2FA is enabled",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: random values in the same places, and a bullet-free
    // password with stars and a glued word in it, are removed.
    for (text, secret) in [
        (
            "SENTRY_AUTH_TOKEN=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",
            "8bd122c67901d635030607cecf4521f2",
        ),
        ("KEEN_READ_KEY=9fK2mQ7xLp", "9fK2mQ7xLp"),
        // A person's weak password is shorter than a token's filler.
        ("password: abcd1234 then press Enter", "abcd1234"),
        ("plaid_access_token = \"a!00aaAA0****a%#\"", "a!00aaAA0****a%#"),
        // (Eight before the stars, a password's symbols among them: found
        // by the privacy property, `app: "password=!AaaAa%A****A0#A"`.)
        ("password=!AaaAa%A****A0#A", "!AaaAa%A****A0#A"),
        ("Variable value:  sk-ant-oat01-Q7fK2mZp9XwL4vR8tN3cJ6hB1yD5gS0e", "Q7fK2mZp9XwL4vR8"),
        ("ENV VAULT_TOKEN=hvs.CAESIJ7fK2mZp9XwL4vR8tN3cJ6h", "CAESIJ7fK2mZp9Xw"),
        ("Senha: Tr0ub4dor&3", "Tr0ub4dor&3"),
        ("Wi-Fi password: [Pivovar?116]", "Pivovar?116"),
        ("Come si chiamava il tuo primo animale domestico?\n→ Fufi2011", "Fufi2011"),
        (
            "service,environment,credential,owner\nPassword hash,staging,password 7 510947CD272D8E31,mrossi",
            "510947CD272D8E31",
        ),
        ("Settings › Password › Tr0ub4dor&3x", "Tr0ub4dor&3x"),
        ("Kurtarma kodu: 8263 1940", "8263 1940"),
        ("new pw for the shared webmail login: Orchid_koala84", "Orchid_koala84"),
        ("private const string VaultToken = @\"Q7fK2mZp9XwL4vR8\";", "Q7fK2mZp9XwL4vR8"),
        (
            "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----",
            "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
        ),
    ] {
        assert!(!redact(text).text.contains(secret), "{text}");
    }
}

/// Codes and passwords as phones, notes, forms and agents' steps show
/// them, in the languages they are labelled in.
#[test]
fn phones_notes_forms_and_steps_give_their_secrets_away() {
    for (text, secret) in [
        (
            "Authy\nAWS (diego@northwind.com)\n81603062   ◔ 21s",
            "81603062",
        ),
        (
            "Notes — house sitting\nHälytyskoodi: 4776\nPlants: water on Tue",
            "4776",
        ),
        (
            "Booking.com · Message from property\nMã cửa: 33006297",
            "33006297",
        ),
        (
            "Google Account › Parolă pentru aplicație\nNAS backup\ndqsr otkb kgrn isse",
            "dqsr otkb kgrn isse",
        ),
        (
            "await page.fill('input[name=\"password\"]', \"gdwp3n4u=AJ\")",
            "gdwp3n4u=AJ",
        ),
        (
            "agent step 8: type \"05589\" into field \"รหัส PIN\"",
            "05589",
        ),
        (
            "PlayStation › Sign in\nPassword (shown)\nthunder.ember.falcon.56\n[ OK ]",
            "thunder.ember.falcon.56",
        ),
        (
            "webmail.tyrell.net: kata sandinya 9jl3orjq9eo_XH",
            "9jl3orjq9eo_XH",
        ),
        ("GitHub — Reservkoder\nDana: 1934 0943", "1934 0943"),
        ("Proton — Kode cadangan\nhs7n-up9v\n79h8-yyhj", "79h8-yyhj"),
        (
            "\"maple.walnut.copper.15\" ← Mật khẩu crm.stark.io",
            "maple.walnut.copper.15",
        ),
        (
            "id_\"maple.walnut.copper.15\" ← Mật khẩu crm.stark.io",
            "maple.walnut.copper.15",
        ),
        (
            "id_Here's the Azure OpenAI key, don't commit it:\n485d5403e58cad608ed7e11663819fd3\nReply",
            "485d5403e58cad608ed7e11663819fd3",
        ),
        (
            "【Wi-Fiパスワード】ｅ７２８ｅ０９ｄｅａ２９４７ａｄ",
            "ｅ７２８ｅ０９ｄｅａ２９４７ａｄ",
        ),
        (
            "  \"TG_API_HASH=0cfc1b32e798e0796e4fb6f3ea9e6a4e\",",
            "0cfc1b32e798e0796e4fb6f3ea9e6a4e",
        ),
    ] {
        assert!(!redact(text).text.contains(secret), "{text}");
    }
    // Controls: a timer's seconds with no code, a state in parentheses
    // that is no field's, a calendar's next field under a summary.
    for text in [
        "Authy\nAWS (diego@northwind.com)\n◔ 21s",
        "BEGIN:VEVENT\nSUMMARY:Rotate Pusher credentials (staging)\nDTSTART:20250101T090000Z",
        "agent step 8: type \"hello world\" into field \"Search\"",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

/// One-time codes in the forms a phone, a bank or a CLI shows them.
#[test]
fn codes_shown_by_phones_banks_and_command_lines_are_found() {
    for (text, code) in [
        (
            "Your Uber code is 864680\n\n@brightloom.io #864680",
            "864680",
        ),
        (
            "034314 आपका Steam सत्यापन कोड है। इसे किसी के साथ साझा न करें।",
            "034314",
        ),
        ("Ihre TAN: 919125 für die Überweisung", "919125"),
        (
            "Enter MFA code for arn:aws:iam::888843895481:mfa/dev62: 122223",
            "122223",
        ),
        (
            "Duo Security — Enter a passcode\n[ 536100 ]  Log In",
            "536100",
        ),
        (
            "Application Passwords › New Application Password\nJQwY 5Yi2 oooG GDAY 3nUg lufz",
            "JQwY 5Yi2 oooG GDAY 3nUg lufz",
        ),
        (
            "BitLocker recovery key: 025857-728648-490389-381924-984701-101437-277325-600374",
            "025857-728648",
        ),
        (
            "otpauth-migration://offline?data=CjEKCkhlbGxvId6tvu8SGGFsaWNlQGV4YW1wbGUuY29t",
            "CjEKCkhlbGxvId6tvu8SGGFs",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(code), "{text}: {out}");
    }
    // Controls: an address and a tag, a number of a different shape, a
    // date range, a phone number in groups, words in fours.
    for text in [
        "@brightloom.io #general",
        "Ihre Bestellung 919125 ist unterwegs",
        "Enter the name for arn:aws:iam::888843895481:user/dev62",
        "2024-11-30 to 2024-12-07",
        "Call 030-123456-7890",
        "Application Passwords let apps sign in; they are kept for this site only",
        "ticket 025857-728648",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

/// A found value is found again wherever it is repeated; a short one only
/// as a whole word.
#[test]
fn a_secret_repeated_in_a_text_is_removed_everywhere() {
    let confirm = "Password   cOXw5HScwa9eghF7xbY!\nConfirm    cOXw5HScwa9eghF7xbY!";
    assert!(!redact(confirm).text.contains("cOXw5HScwa9eghF7xbY"));
    let sms = "PIN: 4417\nenter 4417 at the door";
    assert_eq!(redact(sms).text.matches(REDACTION_MARK).count(), 2);
    // Controls: a short value inside a longer word stays; a text without
    // the repeat has one mark.
    let inside = "PIN: 4417\ncall x44170";
    assert_eq!(
        redact(inside).text,
        format!("PIN: {REDACTION_MARK}\ncall x44170")
    );
    assert_eq!(redact("PIN: 4417").text.matches(REDACTION_MARK).count(), 1);
}

/// Codes, PINs and passwords named in more ways, and the secrets commands
/// and links carry; with controls that only look alike.
#[test]
fn pins_door_codes_links_and_commands_carry_their_secrets() {
    for (text, secret) in [
        ("PIN de la tarjeta: 8918", "8918"),
        ("Code PIN de la carte : 7442", "7442"),
        ("Digicode : B7414 puis interphone Moreau", "B7414"),
        ("Alarm: disarm with 813947 then press OFF", "813947"),
        ("Crédit Agricole – identifiant : 72380423\ncode personnel : 490419", "490419"),
        ("22605807 ist Ihre mTAN für die Überweisung", "22605807"),
        ("رمز التحقق الخاص بك في Airbnb هو 05702276. لا تشاركه مع أحد.", "05702276"),
        ("Hoi Hannah, je eenmalige code voor Stripe is 478306.", "478306"),
        ("ldap_default_authtok = bP9JXICni88j=Jfae", "bP9JXICni88j=Jfae"),
        ("| web | Zugangscode lautet 75BanjoWillow^ |", "75BanjoWillow^"),
        ("Microsoft account recovery code\nWrite this down and keep it somewhere safe:\n93TB8-3BPC3-DM46H-CC3BK-BQ4TG", "93TB8-3BPC3"),
        ("poetry config http-basic.private ci \"5ummersh4dow772\"", "5ummersh4dow772"),
        ("expect -c 'spawn ssh a@h; expect \"password:\"; send \"Puzzl3coffee551\\r\"; interact'", "Puzzl3coffee551"),
        ("sudo -S <<< \"Pantherjungl3342\" apt-get upgrade -y", "Pantherjungl3342"),
        ("$ kubectl get secret pg -o jsonpath='{.data.password}'\nMzFKdW5nbGVNYXBsZX4=", "MzFKdW5nbGVNYXBsZX4"),
        ("$ cat config/master.key\n0726b5910cfad3b08a3b68d1d9035102", "0726b5910cfad3b08a3b68d1d9035102"),
        ("https://waynecorp.co/accounts/reset/OTg0OA/dwatlc-71e0794d041a2cbd207737209eeccf37/", "71e0794d041a2cbd2077"),
        ("Authy\nAWS (root)\n282783\nexpires in 13s   [Copy]", "282783"),
        ("Rahul Kim: CVC2 код 147, карта на ...8658", "147"),
        ("and the security code on the back is 510", "510"),
        ("{\"action\": \"type\", \"field\": \"Security code (CVC)\", \"text\": \"202\"}", "202"),
        ("Pregunta de seguridad: ¿Cuál fue tu primera escuela?\n{\"action\": \"type\", \"text\": \"Biscuit\"}", "Biscuit"),
        ("Beveiligingsvraag: Naam van je eerste huisdier?\nAntwoord: Mr. Whiskers", "Whiskers"),
        ("Subject: Your Zoom sign-in code\n\nUse the code below to finish signing in:\n\n415826\n\nThis code expires", "415826"),
        ("Saisissez le code suivant : 562833", "562833"),
        ("Ihr einmaliger Code für N26 lautet:\n\n    726688", "726688"),
        ("<input autocomplete=\"cc-number\" value=\"4556 1643 9011 3706\">", "4556 1643 9011 3706"),
        ("1Password — Amex ...3598\nverification number  815", "815"),
        ("Lockbox on the left railing, code *8569. Keys inside.", "8569"),
        ("オートロック解除番号：061199", "061199"),
        ("WLAN-Schlüssel (Casa_Rossi): e5f93ac0804105916ca5bd522e", "e5f93ac0804105916ca5bd522e"),
        ("1Password › N26\nsecurity question  In what city were you born?\nanswer  Meridian55", "Meridian55"),
        ("1Password — Zoom\none-time password  739 070  (28)", "739 070"),
        ("Geheimer Schlüssel: vcfw xr2h zawu xhpp qh7y b4mt 5t", "vcfw xr2h"),
        ("Emergency Kit — recovery key for Uber\nnasu-uimp-xyaj-hblt-ecmj-unds", "nasu-uimp"),
        ("Use a recovery code\nEnter one of your Binance recovery codes:\n[1c73f-d5694]", "1c73f-d5694"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    for text in [
        "Votre code postal : 75001",
        "JSESSIONID is set by the server",
        "dotnet user-secrets list",
        "In [3]: len(df)\nOut[3]: 42",
        "https://x.io/verify/email",
        "username admin privilege 15",
        "Google Authenticator\nAdd an account",
        "$ cat README.md\n# Title",
        "Did you mean this?\n{\"action\": \"type\", \"text\": \"hello\"}",
        "security code expires in 2 days",
        "pin code india 560001",
        "Use the code below to sign in to the app",
        "See the recovery key section below",
        "one-time password  (not set up)",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn codes_in_markup_cards_last_four_and_typed_text_lose_only_the_secret() {
    for (text, secret) in [
        ("<b>508732</b> is your verification code", "508732"),
        ("<p>Your verification code is</p><h2>508732</h2>", "508732"),
        ("<td>Your code</td><td>508732</td>", "508732"),
        (
            "Ihr Bestätigungscode:</td><td><strong>508732</strong>",
            "508732",
        ),
        ("Prüfnummer (CVC) der Karte ****6117 ist 7211", "7211"),
        ("CVV for card ending 4242: 381", "381"),
        ("CVC box 123 on the card", "123"),
        (
            "{\"action\":\"type\",\"text\":\"Hunter2x9\",\"element\":\"password field\"}",
            "Hunter2x9",
        ),
        (
            "{\"text\":\"Coral#934x\",\"element\":\"HSBC Online Banking password\"}",
            "Coral#934x",
        ),
        (
            "pyautogui.typewrite(\"Tr0ub4dor&3\", interval=0.1)",
            "Tr0ub4dor&3",
        ),
        (
            "tell application \"System Events\" to keystroke \"Xk29#pLm\"",
            "Xk29#pLm",
        ),
        ("xdotool type --delay 50 \"Mq8!zzTT\"", "Mq8!zzTT"),
        ("SendKeys.SendWait(\"P4ssW0rd!{ENTER}\")", "P4ssW0rd!"),
        ("आपका पासवर्ड है Kx93mPq!", "Kx93mPq!"),
        ("Username  jdoe@example.com\nTOTP  482 193", "482 193"),
        ("Backup codes\n1. 8834 2291\n2. 1102 8837", "1102 8837"),
        ("Recovery codes\n\n1) a1b2c3d4\n2) e5f6g7h8", "e5f6g7h8"),
        ("Can't scan the QR code? Enter this key instead:\nk5x3 mq7p 2hrt 7wzb", "2hrt"),
        // Controls for the exemptions below: the same places with a value.
        ("SENTRY_AUTH_TOKEN=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", "sntryu_87ac"),
        ("<password><![CDATA[AH8eUY$-tbgXYsH!0a]]></password>", "AH8eUY$-tbgX"),
        ("window \"Dropbox\"\n  textbox \"Palautuskoodit\" value=\"kp6cp9uu7r\"", "kp6cp9uu7r"),
        ("Mots de passe d'application\nThunderbird\ndpds xfcg fnsx qtsy", "xfcg fnsx"),
        ("Your auth code: 482193", "482193"),
        ("a a a AXStaticText \"Password\" AXTextField value=\"address-high-grant4\"", "address-high-grant4"),
        ("xBackup codes\n1. 8834 2291", "8834 2291"),
        ("Password ................ humble-maid-occur90", "humble-maid-occur90"),
        ("x[Lösenord] Kalle.ellak5|", "Kalle.ellak5"),
        ("IBAN: none. Card 4556 1643 9011 3706", "4556 1643 9011 3706"),
        ("RECAPTCHA_SECRET_KEY=6L2vhocXtK8kBk91AZPhdd8PuWB4kpx96PB-Tl6i", "6L2vhocXtK8k"),
        ("key YCAJEk0r9xZ2Lq8PfVn3TgWb7Hs1Dc5Ym4Ku6Ri0 here", "YCAJEk0r9xZ2"),
        ("Wi-Fi password: Tr0ub4dor&3\nMAC: 65:DA:EC:5E:34:5C", "Tr0ub4dor&3"),
        ("echo \"${DB_PASSWORD:-Hunter2024x}\"", "Hunter2024x"),
        ("Hugging Face token: hf_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA", "hf_aB3dE5fG7"),
        ("docker run -e DO_REFRESH_TOKEN=Xk29pLmQ8rT3vW6y node:20-alpine", "Xk29pLmQ8rT3"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a card's last four stays; public codes in markup, a promo
    // code's element, prose and words typed, a Hindi sentence with no value.
    for (text, kept) in [
        ("Prüfnummer (CVC) der Karte ****6117 ist 7211", "****6117"),
        ("CVV for card ending 4242: 381", "ending 4242"),
    ] {
        assert!(redact(text).text.contains(kept), "{text}");
    }
    for text in [
        "<td>Error code</td><td>404</td>",
        "<span>Postal code</span> <b>94107</b>",
        "{\"text\":\"SAVE20\",\"element\":\"Promo code\"}",
        "{\"text\":\"jane@acme.io\",\"element\":\"email field\"}",
        "pyautogui.write(\"Hello world\")",
        "keystroke \"v\" using command down",
        "मेरा पासवर्ड हमेशा बदलता है",
        "TOTP  (not configured)",
        "Backup codes: 10 remaining",
        // A Sentry DSN is made for the browser; a publishable key and a
        // digest hold a short-prefixed format's shape inside them.
        "Sentry.init({ dsn: \"https://70ee6440f07a83f6284e508fd0e8f4ab@o459041.ingest.sentry.io/1460603\" });",
        "Stripe('pk_live_5103Vmu1W6SQSvqeGGpNFiLshYCibrbLw24SX9MRzc5s0ofQDv4heggCpdUOQ72tkBa2wKvKZrGflrUgL67opJaDtJo95I9Vkwz')",
        "--hash=sha256:42d4b1d58516df414d2dd513d9f01445a40cdce31ba7c767db78a7ec014546f6",
        "git hash-object README.md\n22c1f0b3f3a18e38824a41d870db6992d63af889",
        "PS C:\\Users\\dev> git status\n\tmodified:   src/auth/password.ts\nPS C:\\Users\\dev>",
        "Current password:\nNew password:\nRetype new password:",
        "Hugging Face token: in vault",
        "Wi-Fi password: ••••••••\nMAC: 65:DA:EC:5E:34:5C",
        "X-Google-Smtp-Source: AGHT+Iu1KraHhM0SO8JmgVcJGA744gC29G3LEPWSkcGbM9m/PFdJ3YRxbXEDelwKYP31BqjDlL+Hg5+jzuEvYZ==",
        "dev@ThinkPad-X1:/srv/app$ psql -h db -U admin",
        "echo \"${DB_PASSWORD:?missing}\" > /dev/null",
        "GITHUB_TOKEN={{ .Values.apiKey }}",
        "docker run -e DO_REFRESH_TOKEN= node:20-alpine",
        "VISA ****4730  AUTH CODE I6HXV5\nTerminal ID 68057522",
        "RECAPTCHA_SITE_KEY=6L2vhocXtK8kBk91AZPhdd8PuWB4kpx96PB-Tl6i",
        "2025-03-21T02:58:26.160Z DEBUG cache hit key=user:48538:profile ttl=300",
        "1\tDevice\tOwner\tPassword\n2\tMacBook Pro\tBen\t(in 1Password)",
        "- change 密码 on bank account\n- send invoice #622",
        "Numer karty •••• 9550\nIBAN IT10 6225 7086 6724 7617 0161 530",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn values_past_reveal_hints_headings_and_spacing_are_found_with_their_controls() {
    for (text, secret) in [
        // A value under its label past blank lines and a reveal hint, or
        // a panel's `Value` heading; a label in another language.
        ("Salasana\n\n\n\n(click to reveal)\nLetmein4898", "Letmein4898"),
        ("Client secret\nValue\nb7e1f93c0a2d4e6f8a1c3e5b7d9f0a2c4e6b8d1f", "b7e1f93c0a2d"),
        ("Heslo (shown)\nzbv8fzg6i99=BQ\n[ OK ]", "zbv8fzg6i99=BQ"),
        ("密码 (shown)\n8o21apldao@UK", "8o21apldao@UK"),
        ("Parolă:\nBucuresti.1616!\n(Kasse 2)", "Bucuresti.1616!"),
        // A large display's code, letter-spaced.
        ("Kode verifikasi\n7 8 8 7", "7 8 8 7"),
        ("Your code: 4 7 2 9 1 1", "4 7 2 9 1 1"),
        // A session cookie with its name; a `<meta>` element's token; a
        // vendor CLI's `config set`.
        ("  _shop_session=63nrhJAsj+Yn+ojv/BPtWseeAQcv66u19zW4IaUHHk--ckca4IXh1", "_shop_session="),
        (".AspNetCore.Cookies=CfDJ8Xl91CvenHjZBq1sDS3IB027tWOUeIxK0teKk5y1", ".AspNetCore.Cookies="),
        ("<meta name=\"x-token\" content=\"a5c07bc33f0af1230926ab318109f8dfc849fe4c\">", "a5c07bc33f0a"),
        ("$ acme config set api_token 7f3c9a1e5b2d4f6a8c0e2b4d6f8a0c2e", "7f3c9a1e5b2d"),
        // Formats: an authenticator's setup link, OpenVPN's shared key,
        // Ghost's admin key, a Salesforce token from an 18-character org id.
        ("otpauth://totp/ACME:bob@x.io?secret=KZ5UQ3TYPR7N2LWE6HXB&issuer=ACME", "KZ5UQ3TYPR7N"),
        ("-----BEGIN OpenVPN Static key V1-----\n6acef03f62675b4b1bbd03e53b187727\n-----END OpenVPN Static key V1-----", "6acef03f6267"),
        ("4eb4d6b9bce4b518b85eb9b9:28528eb8c2bb4cd8726b9aa0863a1e1544cdf11501edc70c72480fd3edc63406", "28528eb8c2bb"),
        ("token 00Dv1ndaJLmZi55pBJ!ARir6D9bM50QeTmbBUAKxcn4Yxog0WZOd6EkYj08qeC8XTYUEGXuPzRuNv_F9rKPgou0GpIW03._Ooj4bJZmPSBdejNR2Aiq", "ARir6D9bM50Q"),
        // A click on a secret's field, then text typed; a PIN's field in
        // Czech.
        ("agent › click(\"Mật khẩu\")\nagent › type(\"Kq8-vP2mzX91\")", "Kq8-vP2mzX91"),
        ("page.click(\"#password\")\npage.type(\"hunter-Qz-22\")", "hunter-Qz-22"),
        ("agent step 8: type \"85020\" into field \"PIN-kód\"", "85020"),
        // An authenticator's key: four groups with the digit in the second,
        // after `Secret:`.
        ("Enter this setup key instead:\nmcge 3n2r jj6h x3w4", "jj6h"),
        ("Two-factor setup\nSecret: JLGL 3Y5A MB5Z 3654 JFHH T5LK V4X5 WV4F", "MB5Z"),
        // App passwords with no label: WordPress's, Nextcloud's.
        ("key  FY3W INgS qUXr 67R0 vcJw md6Q", "qUXr 67R0"),
        ("AbDEA-8dmip-Ba6U7-kroi2-sWCD2", "Ba6U7"),
        // A key longer than its format goes whole, not cut where the
        // format's length ends.
        ("$ aws configure get aws_secret_access_key\nwJalrXUtnFEMI/K7MDENG/bPxRfiCYzQWERTYKEYx9", "KEYx9"),
        // A bank's code is public; its PIN is not.
        ("query: \"my bank pin is 4821\"", "4821"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: the same places with no value in them.
    for text in [
        // A masked field in brackets is the value; what is under it is not.
        "Code PIN\n[ ············ ]\nMot de passe oublié ?",
        "Mot de passe\nMot de passe oublié ?",
        "Password\n\nForgot password?",
        "Password\n[Show]\nSettings",
        "Error code 4 0 4 1",
        "docker run -e AWS_SESSION_TOKEN=\"$AWS_SESSION_TOKEN\" node:20-alpine",
        "session_timeout=3600",
        "<meta name=\"description\" content=\"Fast cars and bikes\">",
        "$ gh config set editor vim",
        "c9a13c164f439d03145ac746 2fec55482b74587e669bcace734fe51b",
        "click(\"Search\")\ntype(\"weather tomorrow\")",
        "click(\"Password\")\nclick(\"Username\")\ntype(\"alice\")",
        "Open Book With Blue Cars Then",
        "the Room 1204 near Gate b4x2 then",
        "Room 1204 near Gate b4x2 then",
        "Meeting-Notes-March-Final-Draft",
        "bank code 37040044",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn control_states_line_numbers_partial_keys_and_public_data_are_no_secrets() {
    for text in [
        // A control's state and an empty field in an accessibility tree.
        "checkbox 'Save password' [value: unchecked]\nbutton 'Connect'",
        "textbox 'Password' [value: ]\nbutton 'Sign in'",
        "<checkbox> Allow me to save credentials = unchecked",
        "Security key           : Present",
        "Passcode: sent separately by the host",
        // A key's shown part.
        "Partial Product Key: 8RCQR",
        // An editor's line numbers under a map's key.
        "  7    secrets:\n  8      - db_password\n  9    api:",
        "  3  API_KEY = os.environ[\"X\"]\n  4  if not API_KEY:\n  5      raise SystemExit(1)",
        // A call's argument passed on by name.
        "client = Client(api_key=api_key)",
        "connect(password=db_password)",
        // A session's name, and a shell's references in a quoted pair.
        "sso_session = orbitcart",
        "curl -u \"$API_USER:$API_PASS\" https://api.example.com/export",
        // Public material: sealed ciphertext under an editor's line numbers,
        // a certificate in base64, a trace id in a log naming a provider.
        "  7    encryptedData:\n  8      password: AgBKdBKb0LhI+i+70vNIpCFnDLftjfT3ZzPtAxwM0tOYmrsevho9evjAceRXz4vM8LU1z3EbPiqxFJFPlxJkHU7UMHiASW+XP6b0KnHG3Px2MmHUjbqzbrxlO6Iv6auV4xU3nm8rvcpJNm5Zuh3u",
        "certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMvakNDQWVhZ0F3SUJBZ0lCQURBTkJna3Foa2lHOXcwQkFRc0ZBREFWTVJNd0VRWURWUVFERXdwcmRXSmwK",
        "Datadog — search {\"trace_id\": \"fcc31789a5a85383b8b531abdb7ff007\", \"span_id\": \"53482a83352f0582\"}",
        // A label's own quotes, an empty field before an element's number,
        // a dash for no value, a URL's scheme after a password's label.
        "checkbox 'Show password:' [value: unchecked] textbox 'Show password' [value: ] text 'Modified'",
        "[2] <textbox> Nytt lösenord = [3] <textbox> Bekräfta lösenord = [4] <text> Minst 12 tecken",
        "\"Password\": - text \"Modified\"",
        "text 'Contraseña' text '••••••••' text 'Sitio web' link 'https://intranet.kestrel.com'",
        // References, sizes, shadowed passwords, a secret's object name,
        // where a table says the secret is kept.
        "DD_API_KEY=@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/ApiKey/)",
        "password:  1644 bytes",
        "root:x:0:0:root:/root:/bin/bash\npostgres:x:114:121:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash",
        "existingSecret: app-credentials",
        "Service\tOwner\tCredential\nStripe\tmia@x.io\tsee 1Password\nAWS\tivan@x.io\t(SSO)",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: the same places with a value.
    for (text, secret) in [
        ("textbox 'Password' [value: Kq8-vP2mzX91]", "Kq8-vP2mzX91"),
        ("Passcode: 482913", "482913"),
        ("Product Key: 8RCQR-7TXBK-MW3QJ-4HD9P-2YVKF", "8RCQR-7TXBK"),
        ("  7    secret: 8f3a9c2e7b1d4f6a8c0e2b4d6f8a0c2e\n  8    api:", "8f3a9c2e7b1d"),
        ("client = Client(api_key=\"Kq8vP2mzX91aa8Kq\")", "Kq8vP2mzX91aa8Kq"),
        ("sso_session = q8V2mzX91aa8Kq8vP2mzX91aa8", "q8V2mzX91aa8"),
        ("curl -u \"admin:Kq8-vP2mzX91\" https://api.example.com", "Kq8-vP2mzX91"),
        ("client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVBVWh0cjNZekY2cEdpT01CVjYz", "VKFURSBLRVkt"),
        ("Datadog — DD_API_KEY fcc31789a5a85383b8b531abdb7ff007", "fcc31789a5a8"),
        ("Name\tValue\tDomain\nsession\tJGcPfaVP-eyaPfwH3YldhtEfoZMgD-qz\tnorthwind.dev", "JGcPfaVP-eya"),
        ("checkbox 'Show password:' [value: unchecked] textbox 'Password' [value: Kq8-vP2mzX91]", "Kq8-vP2mzX91"),
        // A quote glued before a JSON object leaves its keys' quotes unbalanced.
        ("{\"a\":\"{\"action\":\"type\",\"text\":\"Hunter2x9Q\",\"element\":\"password field\"}", "Hunter2x9Q"),
        ("[2] <textbox> Nytt lösenord = Kq8-vP2mzX91 [3] <button> Spara", "Kq8-vP2mzX91"),
        ("kafka = \"PlainLoginModule required username=\"wei\" password=\">E91)4JMuabB8G\";\"", ">E91)4JMuabB8G"),
        ("password: 16440731", "16440731"),
        ("root:$6$rounds=5000$saltsalt$Kq8vP2mzX91aa8Kq8vP2mzX91aa8Kq8vP2mzX9:19000:0:99999:7:::", "Kq8vP2mzX91a"),
        ("appSecret: Kq8-vP2mzX91", "Kq8-vP2mzX91"),
        ("Service\tOwner\tCredential\nStripe\tmia@x.io\tSee-Kq8-vP2mzX91", "Kq8-vP2mzX91"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
}

#[test]
fn a_secret_a_chat_asks_for_is_found_in_the_reply_alone() {
    for (text, secret) in [
        (
            "Tom  7:53 AM\nit sent the code to your phone\ncan you send it?\nSophia  7:58 AM\n676410\nTom  8:00 AM\nin, thanks!",
            "676410",
        ),
        (
            "[13/07/24, 11:28:49] Anja: der Code ging an dein Handy\n[13/07/24, 11:30:38] Anja: Kannst du ihn mir schicken?\n[13/07/24, 11:32:59] Paul: 235709",
            "235709",
        ),
        ("#infra\n김민준  7:22 PM\n인증번호가 형 폰으로 갔대요, 좀 보내주세요\n정다은  7:23 PM\n153747", "153747"),
        ("Michał · 12:10\nMożesz mi wysłać kod BLIK?\nKasia · 12:11\n389341", "389341"),
        (
            "[29/02/24, 07:32:17] Ava: what's the staging db password again?\n[29/02/24, 07:35:25] Lucas: sN3PP#MLPd1L",
            "sN3PP#MLPd1L",
        ),
        ("Sophie  8:13 AM\nHast du das Passwort für den QNAP-Testzugang?\nHannah  8:15 AM\nMoment\nWombat61.", "Wombat61"),
        ("An (11:23): Test sunucusunun şifresini atar mısın?\nBurak (11:25): 33.LltD6mVrw", "33.LltD6mVrw"),
        // SMS templates: a code's name, words, a verb.
        ("NH TMCP: Ma OTP cua Quy khach la 46416445. Tuyet doi KHONG cung cap", "46416445"),
        ("Banca: Codul de confirmare este 229826. Nu îl comunica nimănui.", "229826"),
        // Controls for the booking's reference: a site named Booking, a
        // code that is a sign-in's.
        ("WeChat\nJakub  10:33\nhasło do Booking.com to KOC527koc.", "KOC527koc"),
        ("Booking.com: Your verification code is 482913", "482913"),
        ("GHSX-wf5p-g6vw-rhxx", "wf5p-g6vw"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a number that answers no question for a code, a postal
    // code, a masked phone number, a reply of words.
    for text in [
        "Tom  7:53 AM\nwhat year did we launch?\nSophia  7:58 AM\n2019",
        "Tom  7:53 AM\nwhat's the zip code there?\nSophia  7:58 AM\n94107",
        "Ellenőrző kód\nEgy 6 jegyű kódot küldtünk a(z) +81 xxx-xxx-6301 számra.",
        "Ava  7:32\nwhat's the staging db password again?\nLucas  7:35\nask Maria",
        // A booking's reference in the word for a code or a password, and
        // a security advisory's id.
        "Conferma di prenotazione\nCodice di prenotazione (PNR): 87BUUM\nVolo AZ 1869",
        "Foglalás visszaigazolása\nFoglalási kód: D9DKEV\nJárat: W6 2607",
        "Επιβεβαίωση κράτησης\nΚωδικός κράτησης: NHF3WS\nΠτήση OA 249",
        "Подтверждение бронирования\nКод бронирования: FP6EBZ",
        "Axios CSRF - https://github.com/advisories/GHSA-wf5p-g6vw-rhxx",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn values_glued_to_their_names_and_steps_in_other_languages_are_found() {
    for (text, secret) in [
        ("2fa_code_559508", "559508"),
        ("plaid_token_8ef504b602434a577989f46f20b8af", "8ef504b60243"),
        ("twilioKey_ea4b202b3c01b0115b98862c908b7b0e", "ea4b202b3c01"),
        (
            "_plaid_token_8ef504b602434a577989f46f20b8af",
            "8ef504b60243",
        ),
        ("smtp_password-Adm1n.GbSh", "Adm1n.GbSh"),
        ("Digita IVtT+uA0Ed nel campo Password", "IVtT+uA0Ed"),
        ("Введите river*4662 в поле «Пароль»", "river*4662"),
        ("パスワード欄に L0g1n.FElk を入力", "L0g1n.FElk"),
        (
            "Save uGTFrjPqGOpxlog4wFOHLGY2 as VERCEL_TOKEN in repository secrets",
            "uGTFrjPqGOpx",
        ),
        ("4681 a bejelentkezési kódod", "4681"),
        ("238600 este codul tău de conectare", "238600"),
        // Agents' clicks with the field's role, typed on the same line;
        // accessibility trees' roles in brackets; Windows' Wi-Fi key.
        (
            "action: click \"Password\" → type \"Canyon_1969\"",
            "Canyon_1969",
        ),
        (
            "> click(textbox \"Mật khẩu\")\n> type(\"35OLZB$oo0Ch1V!VDy\")",
            "35OLZB$oo0C",
        ),
        (
            "Step 35: click textbox \"Doğrulama kodu\"\nStep 42: type \"416700\"",
            "416700",
        ),
        (
            "  [textbox] \"Passwort\" value=\"walnutOrch1d50!\"",
            "walnutOrch1d50!",
        ),
        (
            "  edit 'Network security key' [value: 68516478734693721350]",
            "68516478734693721350",
        ),
        (
            "await page.getByLabel('비밀번호').fill('tiger_1975');",
            "tiger_1975",
        ),
        ("ログインコード: 26136", "26136"),
        (
            "  [text] \"Kata sandi\"\n  [text] \"Alcohol_Acid_Page#\"\n  [button] \"Sembunyikan\"",
            "Alcohol_Acid_Page#",
        ),
        (
            "  [5] <text> Password\n  [6] <text> kotek4456$\n  [7] <button> Hide",
            "kotek4456$",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: names with numbers, generated names, members in code,
    // another word's end, words typed into a field that is no secret's.
    for text in [
        "api_key_id",
        "code_2024",
        "default-token-x7k2p",
        "db-secret-8f7b6c5d4e",
        "Project id tailspin-476040",
        "let c = unsafe { key_event.uChar.UnicodeChar };",
        "IF_OPER_NOTPRESENT = 1,",
        "Scrivi Mario nel campo Nome",
        "Save the file as REPORT_KEY",
        "action: click \"Username\" → type \"postgres\"",
        "  [text] \"Password\"\n  [text] \"Updated: 2023-10-25\"",
        "  text 'Contraseña'\n  text '••••••••'\n  button 'Mostrar'",
        "[textbox] \"Password\" value=\"●●●●●●●●●●\"\n[checkbox] \"Save password\" value=\"unchecked\"\n[combobox] \"Logon Type\" value=\"Interactive\"",
        "2024 a legjobb év",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_token_a_terminal_wrapped_onto_the_next_line_is_found_on_both() {
    for (text, pieces) in [
        (
            "Paystack token sk_live_7e9387fcf2b1f0\n29ad56a9f54d543f10c1eee56d",
            ["sk_live_7e9387", "29ad56a9f54d"],
        ),
        (
            "GITLAB_OAUTH_SECRET=gloas-20c177979cc3a3b77d6d6496f8ad1c632b\r\na572d3d9bed97d42def88c7f7529cb\nuser@host:~$",
            ["gloas-20c177", "a572d3d9bed9"],
        ),
    ] {
        let out = redact(text).text;
        for p in pieces {
            assert!(!out.contains(p), "{text}: {out}");
        }
    }
    // Controls: a line that starts an assignment is a line of its own
    // (joined, the example key would read as a longer one); words on two
    // lines are no token.
    for text in [
        "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "the deploy finished for build number\nabcdefgh",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn passcodes_compound_codes_pairs_and_administrators_logins_are_found() {
    for (text, secret) in [
        // A meeting's passcode as invitations in other languages name it.
        ("Vergadering-ID: 447 3314 0907\nToegangscode: sa8h7x", "sa8h7x"),
        ("Meeting-ID: 613 649 3129\nKenncode: 429803", "429803"),
        ("ミーティングID：867 588 9787\nパスコード：3NpHZSKs", "3NpHZSKs"),
        ("Идентификатор конференции: 751 9238 7859\nКод доступа: 2Jk5OdII", "2Jk5OdII"),
        // A code's name, words, then its verb.
        ("Gate code for the delivery is 5728# – then left.", "5728"),
        ("Room 108 safe – the code I set is 723374 (press #)", "723374"),
        // A compound that ends in a code's word.
        ("PostNL: je pakket ligt klaar. Ophaalcode: 221424", "221424"),
        ("Tresorcode: 8221 🙏", "8221"),
        ("DHL: Abholcode: 401507. Gültig 7 Tage.", "401507"),
        // A PIN under the line that names it, past a blank line.
        ("El número secreto (PIN) de su tarjeta es:\n\n04288\n\nMemorícelo.", "04288"),
        ("Ihre persönliche Geheimzahl lautet:\n\n2338\n\nBitte merken.", "2338"),
        // A bank's TAN, and a PIN read out in pairs.
        ("Harbor Trust Bank: Your TAN 587709 confirms the transfer.", "587709"),
        ("Your temporary telephone banking PIN is 17 94 97, please change it.", "17 94 97"),
        // An SNMP community, and an administrator's login then password.
        ("snmp-server community Lynx#28 RO 10", "Lynx#28"),
        ("_snmp-server community Lynx#28 RO 10", "Lynx#28"),
        ("rocommunity V3lv3t!86 default", "V3lv3t!86"),
        ("• Lokaler Admin auf db01: Administrator / W@lnut$68", "W@lnut$68"),
        ("for the old jenkins box?\nroot, Vdxo69-hT6cI\nand don't tell anyone", "Vdxo69-hT6cI"),
        // A quoted-printable mail's soft break inside a token.
        (
            "Content-Transfer-Encoding: quoted-printable\n\nYour OpenRouter API key: sk-or-v1-2a18df3b2d5e0fda8d597d43239e3c5933cec5ec7=\n03e23de58b4f6e594c9a2d6\nThanks",
            "03e23de58b4f",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a public compound, a year or a count after a code's verb,
    // a phone number's pairs, and code's arguments after `root`.
    for text in [
        "Postcode: 1012 AB Amsterdam",
        "Gutscheincode: 48213977",
        "Fehlercode: 80070005",
        "The code for this release was 2024.",
        "The code in this PR is 2500 lines long",
        "Messages\n+33 6 95 74 69 55\nआपका सत्यापन कोड •••••• है।",
        "with_details(root, vec![target_type]),",
        "Users: admin, root, guest",
        "admin / Settings / Users",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn answers_typed_codes_files_and_values_under_their_labels_are_found() {
    for (text, secret) in [
        // A security question's answer: a click on its field, the text
        // typed next; a form's field holding it.
        (
            "> select(combobox \"Bezpečnostní otázka\", \"What was your favourite teacher's name?\")\n> click(textbox \"Odpověď\")\n> type(\"Punťa pes\")",
            "Punťa pes",
        ),
        (
            "heading 'Beveiliging'\n  combobox 'Beveiligingsvraag' [value: What street did you grow up on?]\n  textbox 'Antwoord' [value: Snuffel]",
            "Snuffel",
        ),
        (
            "[combobox] \"Pergunta de segurança\" value=\"In what city did your parents meet?\"\n  [textbox] \"Resposta\" value=\"Dona Célia\"",
            "Dona Célia",
        ),
        // An authenticator's code under its name, letter-spaced.
        ("Steam Guard\n5 9 4 9 6 8\nTap to copy", "5 9 4 9 6 8"),
        // Recovery codes one to a line under the file that holds them.
        (
            "github-recovery-codes.txt [search-indexer] – WebStorm\n47341-30b32\n66b85-edd90\n64f84-7669f\n48b1c-355a8",
            "66b85-edd90",
        ),
        // A licence block.
        (
            "Sublime Text — Enter License\n----- BEGIN LICENSE -----\nYuki Patel\nSingle User License\nEA7E-6623571\nC00DCFF1 0D4B41A7 01DA039B CAF572DD\n------ END LICENSE ------",
            "C00DCFF1",
        ),
        // An agent's typing step that names its field first.
        (
            "{\"action\": \"type\", \"target\": {\"role\": \"textbox\", \"name\": \"API key\"}, \"text\": \"b349486c76ae7c75f82e8ea796f73b17\"}",
            "b349486c76ae",
        ),
        // A value under a bracketed or single-quoted label element.
        (
            "  [text] \"token\"\n  [textbox] value=\"01d7d959b7ef4834c67843b9dc34f95f\"",
            "01d7d959b7ef",
        ),
        ("  text 'secret'\n  textbox [value: WPL_AP1.MPUt8ZWaEjBu5fBm.__AD259G==]", "MPUt8ZWaEjBu"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a tool's settings under its heading, an element that names
    // itself, a search typed, a list of words under a file's name, and a
    // question's field with no answer typed.
    for text in [
        "heading 'Password generator'\n  slider 'Length' [value: 30]\n  spinbutton 'Minimum numbers' [value: 3]",
        "[heading] \"Password\"\n  [slider] \"Length\" value=\"14ab92cd77\"",
        "{\"action\": \"type\", \"target\": {\"role\": \"textbox\", \"name\": \"Search\"}, \"text\": \"quarterly report 2024\"}",
        "backup-codes.md\nintro\nusage\nnotes\nfaq",
        "Authenticator\nSet up your account",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn code_references_public_files_and_ciphertext_in_source_are_no_secrets() {
    for text in [
        // A type signature, a comparison, a call that builds a header, a
        // template literal's reference, a member's path, a name in code.
        "apiKey :: Text\napiKey = \"<REDACTED>\"",
        "if sendgridApiKey == \"\" {",
        "add_headers(Authorization = paste(\"Bearer\", api_key)))",
        "headers: { Authorization: `Bearer ${npmToken}` },",
        "{\"NAME\": \"django.contrib.auth.password_validation.UserAttributeSimilarityValidator\"},",
        "req.setValue(\"Bearer \\(SentryConfig.sentryAuthToken)\", forHTTPHeaderField: \"Authorization\")",
        "  db-password: {{ required \"db.password is required\" .Values.db.password | b64enc | quote }}",
        // References to a secret store, a variable, names of secrets.
        "password = \"arn:aws:secretsmanager:us-east-1:039510265501:secret:prod/x\"",
        "export SMTP_PASSWORD=\"arn:aws:secretsmanager:us-east-1:970492290210:secret:prod/smtp-password-FeC1j3\"",
        "  password = \"vault:secret/data/prod#smtp_password\",",
        "    <password>vault:secret/data/staging#smtp_password</password>",
        "$ export DB_PASSWORD=\"$(vault kv get -field=password secret/juniper/db)\"",
        "    - curl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" --upload-file pkg.tgz",
        "Connect-AzAccount -Credential $cred",
        "{ \"key\": \"adminPassword\", \"value\": \"xxx\" }",
        "    - secretKey: hf_token",
        "    \"SENTRY_AUTH_TOKEN = \\\"<password>\\\"  # temporary\\n\"",
        "      token: 'nik_[A-Za-z0-9]{40}'",
        "Cookie: session=<redacted>; theme=dark",
        // A connection string with no password, OpenAPI's bearer format,
        // a certificate pin, a file in base64, an SSH public key, a
        // comment printed first, and an OpenPGP message.
        "<add name=\"Default\" connectionString=\"Data Source=db.internal;Initial Catalog=billing;Integrated Security=True\" />",
        "      scheme: bearer\n      bearerFormat: JWT",
        "<pin digest=\"SHA-256\">hAWQvlUCPeD0qYMWgjSlYAclv39wH5kQeSEugPWd+bo=</pin>",
        "  favicon.png: iVBORw0KGgoAAAANSUhEUmYVfyXFdMhnKH+aU4GrvK7NTMax9MSKsv9yFRbVkU6Ocn/uiSOKQSLEywStKznQR8K5eoSlgA+0QozDy//s1whaSI52kF6lNMX6mpaLxavcSWyx",
        "+github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
        "$ cat templates/secret.yaml\n# ask ops for access\napiVersion: v1",
        "\"token\": \"wcFMAZDeAHeRIn+qHj00KqFAs8rZHGf9CJgsjMEUgyoRsHWE7+em5pdyF8jjYyMjUjPkMRqrhZ+IzZujSWlaBdyeDRgWVKKtgIOuDAogjn1NOSm6\"",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: the same places with a secret in them.
    for (text, secret) in [
        ("apiKey = \"sk_8f7a6d5c4b3a2918f7e6\"", "sk_8f7a6d5c4b3a"),
        ("headers: { Authorization: `Bearer 8f7a6d5c4b3a2918f7e6d5c4` },", "8f7a6d5c4b3a"),
        ("export DB_PASSWORD==g\\*XYr\\$EJBgf@@RY6YYk", "EJBgf@@RY6YY"),
        // A browser key's shape under a secret's name; a random run after
        // a `$`; a string's words joined to the literal that is the value.
        ("DB_PASSWORD=pub587ad7e233757dffb6b257742dd7bdb3", "587ad7e23375"),
        ("Authorization: Bearer pubfc262b85da6de181e346f06c5fe5f63b", "fc262b85da6d"),
        ("api_secret=client-VOijq8nloV9h8c7S1A2P0vKRe4U71V1dczdGUWFd5LR", "VOijq8nloV9h"),
        ("password=\"$QflHTlLPRMYN/x\"", "QflHTlLPRMYN"),
        ("token=$X/Yd8YhKNA0jRDUeih", "Yd8YhKNA0jRD"),
        ("msg = \"Password: \" + \"zjPawKvplNm6\"", "zjPawKvplNm6"),
        ("echo 'password = ' . '27GnEnnbAbfZ03';", "27GnEnnbAbfZ"),
        ("<add name=\"Default\" connectionString=\"Data Source=db;User Id=sa;Password=Xk29pLmQ8rT3;\" />", "Xk29pLmQ8rT3"),
        ("NATS_URL\tnats://oskar:$lFSGupegzaMy@nats.stark.svc:4222", "$lFSGupegzaMy"),
        ("INSERT INTO users (id, username, password) VALUES (5, 'judy', 'scrypt:32768:8:1$xC3814HqHj1iJZlI$a983af1b0ee7fa31')", "a983af1b0ee7fa31"),
        ("$ cat config/master.key\n8f7a6d5c4b3a2918f7e6d5c4b3a29180", "8f7a6d5c4b3a"),
        ("  favicon.png: kQ9xZ2vL8mN4pR7tY1wB5cE3gH6jK0sU+aD/fG2hJ4kL6mN8pQ0rS2tU4vW6xY8zA1bC3dE5fG7hJ9kL", "kQ9xZ2vL8mN4"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
}

#[test]
fn network_keys_setup_keys_codes_to_redeem_and_digits_of_any_script_are_found() {
    for (text, secret) in [
        // A Wi-Fi key under its label in other languages, with the
        // network's name or security after the label.
        ("Beveiligingstype:  WPA2-Personal\nNetwerkbeveiligingssleutel\nniewn1kvz4\n☑ Tekens weergeven", "niewn1kvz4"),
        ("Scannez ce code QR\nMot de passe Wi-Fi\n1zf58zkopu8z\n⟟ Nearby", "1zf58zkopu8z"),
        ("SSID: Redmi Note 13\nWLAN-Schlüssel (WPA2)\nh62jmfzttl1k0a80\nAdmin: http://192.168.1.1", "h62jmfzttl1k0a80"),
        ("Tên mạng (SSID)  [ Galaxy S24 3F1A ]\nMật khẩu  [ 7xrz720sxubc ]  👁", "7xrz720sxubc"),
        // An authenticator's setup key named in other languages.
        ("Can't scan it?\nКлюч налаштування\nJ3HN4XYYM2IKGDUN\nКод підтвердження", "J3HN4XYYM2IKGDUN"),
        ("Can't scan the QR code?\nBeállítási kulcs: 2ztt v5ec plvs oqch twdr e5ui", "2ztt v5ec"),
        // A code to redeem under the words that ask for it.
        ("App Store\nRedeem Gift Card or Code\nYou can also enter your code manually.\nXT7Z2NYGKQGR62NS\n[ OK ]", "XT7Z2NYGKQGR62NS"),
        ("Outer Wilds\nSteam  ·  Region: Worldwide\nGSFW3-KV8D4-RXH6Y  ⧉\nRedeem on Steam ↗", "GSFW3-KV8D4-RXH6Y"),
        ("Amazon.com Gift Card\nClaim Code\nXMX4-9X8WA5-CJ82\nApply to your account", "XMX4-9X8WA5-CJ82"),
        // A code in another script's digits.
        ("رمز التحقق: ٤٨٢٩١٣", "٤٨٢٩١٣"),
        ("รหัส OTP ของคุณคือ ๔๘๒๙๑๓", "๔๘๒๙๑๓"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a key masked to its last group, a product's name under the
    // store's, a number in another script with no code's name, and a
    // password's label that names no network.
    for text in [
        "ESET — License\nProduct key: XXXXX-XXXXX-XXXXX-XXXXX-T288Q\n[ Manage subscription ]",
        "Steam  ·  Region: Worldwide\nOUTER WILDS\nRedeem on Steam",
        "Order ٤٨٢٩١٣ shipped",
        "Mot de passe oublié\nChanger le mot de passe",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn codes_quoted_typed_into_quoted_fields_and_beside_an_authenticator_are_found() {
    for (text, secret) in [
        ("Your verification code is “826118”", "826118"),
        ("alarm code “6183”", "6183"),
        ("Use 65276 as your one-time passcode", "65276"),
        ("Coller 95169 dans le champ « code PIN »", "95169"),
        ("Google Authenticator — Cloudflare 307116", "307116"),
        ("Authy (AWS root: 74836)", "74836"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: an authenticator named with no code, a year after one,
    // and a field named with nothing typed into it.
    for text in [
        "Google Authenticator — Cloudflare",
        "Authenticator app released in 2024",
        "Tippe auf das Feld « code PIN »",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn activation_codes_autofill_in_other_languages_and_support_codes_are_found() {
    for (text, secret) in [
        ("Ihr Aktivierungscode für das Online-Banking\nKonto: ****8240\nAktivierungscode: U9K5-3433-2UAR\n17.06.2026", "U9K5-3433-2UAR"),
        ("Din aktiveringskod för internetbanken\nAktiveringskod\n3G4F-DF5S-3HKQ\n23/03/2026", "3G4F-DF5S-3HKQ"),
        ("[ _ _ _ _ _ _ ]\nReenviar código (0:48)\n\nFrom Mensajes\n648705\n1  2 ABC", "648705"),
        ("To allow somebody else to access your computer, give them this code. It will expire in 5 minutes.\n9821 5590 0419\n1:33", "9821 5590 0419"),
        ("ID schůzky: 236 464 487 671\nPřístupový kód: hwCuL6", "hwCuL6"),
        ("ID rapat: 271 5807 8026\nKode sandi: kzuaqpbXa5", "kzuaqpbXa5"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a passcode the meeting does not need, an activation's
    // date, and a phone's keypad after the code's line.
    for text in [
        "Ідентифікатор конференції: 205 4123 7134\nКод доступу: (not required)\nJoin via Waiting Room",
        "Aktivierungscode gültig bis\n17.06.2026",
        "From Mensajes\n1  2 ABC  3 DEF",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn codes_several_lines_under_their_name_and_codes_typed_by_keys_are_found() {
    for (text, secret) in [
        // Under its name past an instruction, a masked card or an
        // accessibility tree's other nodes; framed, spaced or with a timer.
        ("AXWindow \"Wolt\"\n  AXStaticText \"קוד אימות\"\n  AXStaticText \"בתוקף למשך 10 דקות.\"\n  AXGroup\n    AXStaticText \"670905\"\n  AXButton \"העתק\"", "670905"),
        ("‹  N26\nPIN-kod\n•••• 3698\n\n6579\n\nDölj (7 s)", "6579"),
        ("Código de verificación\nIntroduce el código de 6 dígitos que enviamos al •••• ••02\n\n6   9   7   2   8   4\n\n[ Verificar ]", "6   9   7   2   8   4"),
        ("Introduce la clave de verificación enviada al +34 ••• •• •• 12\n[ 634467 ]\n[ Enviar ]", "634467"),
        ("Pickup code\n\n[QR]\n\n590995\nOrder number: 301-8666808-3920257", "590995"),
        ("Your verification code is: 5, 7, 4, 0, 2, 4. Goodbye.", "5, 7, 4, 0, 2, 4"),
        // Typed by an automation or as keys, then sent.
        ("xdotool type 8626", "8626"),
        ("adb shell input text 98758753", "98758753"),
        ("adb shell input text 'Xk29pLmQ7'", "Xk29pLmQ7"),
        ("3 4 8 1 7 3 Enter", "3 4 8 1"),
        ("ctrl+a 6739 Return", "6739"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a year under a code's name, a number under a public
    // code's name, a room's number with a role's word and no frame, a
    // count typed, and a line number sent with a word before it.
    for text in [
        "Verification code\nSent on\n2024",
        "Postal code\nCity\n75001",
        "Verification code\nRoom 1204",
        "xdotool type hello",
        "type:invoice 2024",
        "goto 1204 Return",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn keys_in_groups_keys_named_in_more_languages_and_tokens_in_a_links_query_are_found() {
    for (text, secret) in [
        // Product and recovery keys: half the groups mixed, lowercase, or
        // after a short prefix.
        ("Bitwarden — vandelay.io (QDJU-4H6U-EBJL-5UFQ)", "QDJU-4H6U-EBJL-5UFQ"),
        ("e42q-t4br-ykhp-gn41-it47-og25-8qwd-hdel", "e42q-t4br-ykhp-gn41"),
        ("DaVinci Resolve Studio activation LIC-9ZD6VQ-LDBC4X-47D8 invalid", "9ZD6VQ-LDBC4X"),
        // A key's label in more languages, the provider between.
        ("Catatan — kunci rahasia: 002c93ea10b38856ccd9a2800c4f9f49be784a73", "002c93ea10b38856"),
        ("API-Schlüssel (Azure OpenAI): 908600c2e2920920fff825f3e641603b", "908600c2e2920920"),
        ("klucz tajny (Facebook) 618647799848f1661ab68702ac58c4e9", "618647799848f166"),
        // A token in a reset or an invitation link's query.
        ("https://jenkins.hooli.xyz/account/recover?t=bfbc04eb976481af444b15c7b39419ba6fa1819f&lang=en", "bfbc04eb976481af"),
        ("https://accounts.example.kr/join?team=vandelay&invitation=afc99b89990744ef9f31837b8edf96cd65b245f0", "afc99b89990744ef"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a host's name in groups, hexadecimal groups, a SKU with one
    // mixed group, an order's number in groups, a campaign's name in a
    // reset link's query, and a label with nothing after it.
    for text in [
        "web1-prod-eu01-node",
        "3f2a-9b1c-4d5e-8f7a",
        "SKU-ABCD-EFGH-12AB",
        "ORD-2024-1183-4521",
        "https://example.com/account/recover?utm_campaign=password_reset_email",
        "API-Schlüssel (Azure OpenAI): not set",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn notes_in_a_values_place_and_public_columns_are_left_alone() {
    for text in [
        // Notes where a value would be: blanks, a phrase in brackets,
        // where the secret is kept, how it is given, a count, a date, a
        // question, a value cut short, a variable's name, a mask of `x`s.
        "Enter PIN: ____",
        "Recovery phrase:\n1. ____________\n2. ____________\n3. ____________",
        "SECRET KEY\nA3-______-______-_____-_____-_____-_____",
        "Jelszó: (rejtett)",
        "Authenticator key: <1Password>",
        "PIN: [redacted by sender]",
        "Gerätekennwort: siehe Unterseite",
        "Пароль = SMS",
        "Recovery code: 10 / 10",
        "PasswordLastSet : 2024-07-08",
        "Baraka: password ya wifi ni gani?",
        "TELEGRAM_BOT_TOKEN=123456:ABC-DEF...",
        "ha_token: \"PASTE_LONG_LIVED_TOKEN\"",
        "TENCENTCLOUD_SECRET_KEY",
        "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD:}",
        "adminPasswordKey: postgres-password",
        "kata sandi xxxx xxxx xxxx xxxx",
        "Kód    XXXX-XXXXXX-A4EG",
        // A glossary of labels.
        "EN,FR,DE,JA\nWi-Fi password,Clé Wi-Fi,WLAN-Schlüssel,Wi-Fiパスワード\nAPI key,Clé API,API-Schlüssel,APIキー",
        // Public columns, a release's checksums, a table row with no
        // spaces, a port before a table's next cell.
        "Service,Env,Client ID,Token\nCloudflare,test,84afbb7d-27d6-4606-8ce0-da4c7a4b5e8d,stored in GitHub Actions secrets",
        "File                                   Size     SHA256\natlas-desktop-4.28.13-x86_64.rpm       37.3 MB  620d37484e11b1249e93b4b4ec86c0ce279d337c09d74c2c0ba3a09560641dbf",
        "|fw-edge-1|10.16.20.3|4E:FC:BE:F8:20:FC|VLAN 30|port 21|",
        "DATEV,http://10.8.0.22:80,rahul@kamome-design.jp,...mGwQ,Dimitris",
        // Public by name: a domain's proof, a WireGuard peer, a
        // certificate's thumbprint, a transaction, a friend code.
        "TXT  @  \"google-site-verification=g0IwE3lW6S0t4QrnoYrapSvTKGda0yZ-4b9_iDbjPvN\"",
        "peer: 8X2j6HeiR/GxMrt8BjhEMmvAcKOLyBZYyYaGgfb5gjg=",
        "SHA-1 Thumbprint: 4A694427DB88E91AFC9AE622C90005CA1117177E",
        "Transaction de01ee6a2ea1f118b892527a90a1637a7c8cc4a32be23ab5510ccfdf6023621c",
        "my switch friend code is SW-7296-4354-9964 add me!!",
        // Documentation's keys, one line an assignment with spaces.
        "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: random letters in brackets, a password in a row with no
    // spaces, a key under a secret's column, a password in a URL, a
    // secret key that starts and ends with `/`, a code in a sentence.
    for (text, secret) in [
        ("Wifi-wachtwoord  [lFrxdJolZox]", "lFrxdJolZox"),
        ("site,user,pass\nnas,admin,Xk29#pLm!q7", "Xk29#pLm!q7"),
        (
            "Service,Env,Token\nCloudflare,test,84afbb7d-27d6-4606-8ce0-da4c7a4b5e8d",
            "84afbb7d-27d6",
        ),
        ("http://admin:80hunter2@10.8.0.22/", "80hunter2"),
        (
            "aws_secret_access_key = /XoMh1qK5K1hl1dlRDfflQfhNOWIIkwYK8x964d/",
            "XoMh1qK5K1hl",
        ),
        ("Your code: 238851", "238851"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
}

#[test]
fn codes_shared_in_chats_safes_lockers_and_sim_cards_are_found() {
    for (text, secret) in [
        ("found the SIM card holder, PUK is 01247908  10:27", "01247908"),
        ("Tresor im Hotelzimmer: 94611, die Pässe sind drin", "94611"),
        ("code du coffre de la chambre : 785503, les passeports", "785503"),
        ("Amazon locker at the Co-op, pickup code LMMBZE", "LMMBZE"),
        ("Your InPost parcel is ready. Collection code: AUQGW7.", "AUQGW7"),
        ("ik kreeg een code: 6-3-8-1-7-3", "6-3-8-1-7-3"),
        ("Votre code de validation Ameli : 016739. Ne le communiquez à personne.", "016739"),
        ("Elsa: lösen: ia755umi4", "ia755umi4"),
        ("safe code: 1915", "1915"),
        // A chat's answer: the code, then a few words.
        ("[08:44, 9/7/2024] Tu: mamma qual è il pin della carta?\n[08:44, 9/7/2024] Matteo: 5437 e poi cancella!!", "5437"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a safe place, a booking's code in Arabic, a date under a
    // code's name with no code, a count in a chat's answer, a year.
    for text in [
        "Keep this card in a safe place. You'll need the PUK if your SIM gets blocked.",
        "pub const safe fn IPOPT_COPIED(o: u8) -> u8 {",
        "رمز الحجز: B6CCAX",
        "Átvételi kód: —\n2024. 10. 22.",
        "what's the pin?\n2024 was a good year",
        "friend code SW-7296-4354-9964",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn values_typed_by_a_logged_action_and_glued_to_their_label_are_found() {
    for (text, secret) in [
        (
            "[action] {\"action\": \"type\", \"text\": \"809509\"}",
            "809509",
        ),
        (
            "{\"action\": \"type\", \"text\": \"Xk29pLmQ7z\"}",
            "Xk29pLmQ7z",
        ),
        ("OCR — label\nПарольSolnyshko1997!", "Solnyshko1997!"),
        ("ContraseñaUmbrellaSpring2024#", "UmbrellaSpring2024#"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: words typed, a product's name typed, a label's plural, a
    // label glued to a word, a label in code.
    for text in [
        "{\"action\": \"type\", \"text\": \"hello world\"}",
        "{\"action\": \"type\", \"text\": \"1Password\"}",
        "Пароли",
        "ContraseñaOlvidada",
        "    parola(x);",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn values_typed_in_any_shape_diffs_tables_codes_to_redeem_and_labels_in_chats_are_found() {
    for (text, secret) in [
        // Typed by an automation: random, in groups, hex, words with a
        // digit, a named argument, another argument before the text.
        ("type_text(text=\"ocTmQpAsxsCJifIiPXZefnuV\")", "ocTmQpAsxsCJifIiPXZefnuV"),
        ("keyboard.type(\"E3-RNK2-EHHD-LH9A-CKIN-6AM1\")", "E3-RNK2-EHHD-LH9A-CKIN-6AM1"),
        ("xdotool type --delay 50 \"63d5d8fe42c7720a\"", "63d5d8fe42c7720a"),
        ("type_text(\"4988 4551\")", "4988 4551"),
        (
            "{\"action\": \"type\", \"target\": \"input[name=pw]\", \"text\": \"rocket-comet-meadow-ember84\"}",
            "rocket-comet-meadow-ember84",
        ),
        // A diff's added line.
        (
            "@@ -12,4 +12,5 @@\n+ROBOFLOW_API_KEY = \"BfNbVXwwXHdRRSLMqbRX\"\n DEBUG = False",
            "BfNbVXwwXHdRRSLMqbRX",
        ),
        // A Markdown table's code span; a header in Thai.
        (
            "| Name | Value | Owner |\n|------|-------|-------|\n| SUDO_PASSWORD | `Ssek402-tTPck` | anna.k |",
            "Ssek402-tTPck",
        ),
        (
            "Service,ชื่อผู้ใช้,รหัสผ่าน,Notes\nLinkedIn,mette.n,MONKEY5200$$,",
            "MONKEY5200$$",
        ),
        // Codes to redeem or to activate, a pickup code glued to its
        // name, a sender's domain between a code's name and the code.
        ("Kod do realizacji: 1YDX-ZZPJ-M9VG", "1YDX-ZZPJ-M9VG"),
        ("Ihr Freischaltcode lautet: LX67-V11S-OFWQ", "LX67-V11S-OFWQ"),
        ("redeem FHHUJ1BN6V1RXM4N", "FHHUJ1BN6V1RXM4N"),
        ("【丰巢】您的包裹已到3号楼快递柜，取件码272545，请及时取件。", "272545"),
        ("Din verifieringskod för GOV.UK är 7913.", "7913"),
        ("Code Schlüsselbox: 9362", "9362"),
        ("Nuki • Keypad\nGuest code \"Cleaner\" — 887836", "887836"),
        // Google's backup codes under the account's address.
        (
            "BACKUP VERIFICATION CODES\nmette@gmail.com\n1. 7517 2974\n2. 0048 3768",
            "0048 3768",
        ),
        // Labels in chats and tickets: words of any language, a run of
        // a script without spaces, a table's `|`, a pointing hand.
        ("Token für Prod: 786e0c758584c998f52f50cb9b1885cc5c76ea9b", "786e0c758584c998f52f50cb9b1885cc5c76ea9b"),
        ("Logz.io token trocado, o novo é c875e860-f4cf-4657-98f7-5b68aeef0f6e — não", "c875e860-f4cf-4657-98f7-5b68aeef0f6e"),
        ("CI用のAPIキーです: f081dab9-36cf-47b9-9412-82e2d1932cc2", "f081dab9-36cf-47b9-9412-82e2d1932cc2"),
        ("prod के लिए टोकन: fe76798f-7d16-4f9f-9401-6bc6e3d9d922", "fe76798f-7d16-4f9f-9401-6bc6e3d9d922"),
        ("|Kaggle API key| 6da8a643c24ef3d49a9d6f697554c590 [Copy]", "6da8a643c24ef3d49a9d6f697554c590"),
        ("Mama Lucía: Mật khẩu Wi-Fi 👉 Tulipa4Gast Дмитрий: 👍", "Tulipa4Gast"),
        ("卡号: [redacted] 有效期: 08/29 安全码: 529", "529"),
        // A chat's code after its kind; password labels in more languages.
        ("¿metes tú el código 2FA? es 129282", "129282"),
        ("введи код 2FA: 097127", "097127"),
        ("Netflix парола: +Rq9bRCNs- Олена: ❤", "+Rq9bRCNs-"),
        ("A sua palavra-passe temporária é:J095l1n+QVSfr", "J095l1n+QVSfr"),
        ("كلمة مرور الواي فاي: aET0WNEYJOcJXg9BnH", "aET0WNEYJOcJXg9BnH"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: words, a release, a file, a ticket and a date typed; an
    // empty field above another field; code's arguments cut at commas
    // under a header of code; a closure's `|key|`; a masked phone
    // number after a code's name; a table's public cells; a menu's
    // arrows; an error code's name.
    for text in [
        "type_text(\"my-new-repo\")",
        "type_text(\"Release v2.4.1\")",
        "type_text(\"report-2024.pdf\")",
        "keyboard.type(\"JIRA-1234\")",
        "type_text(\"2024-05-01\")",
        "password: \nLast login: Mon Mar  3 09:12:44 2025",
        "private_key=\nEXPO_TOKEN=\nPORT=3000",
        "assert api_key, \"set VONAGE_API_SECRET first\"\nprint(\"key loaded:\", bool(api_key))",
        ".filter(|key| !used_filtered.contains(key) && !conflicting_keys.contains(key))",
        "Изпратихме код за потвърждение на +49 151 267•••580.",
        "| Name | Value |\n| REGION | `eu-west-1` |",
        "Settings ➡ Passwords ➡ Google",
        "the error code \"E42\" — 404",
        "Enable 2FA for 120 users by 2024-05-01",
        "2FA backup: call +1 555 123 4567",
        "OTP valid for 10 minutes, ref 123456789",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn codes_in_logged_fields_chats_answers_and_app_passwords_are_found() {
    for (text, secret) in [
        // A logged `type` action with its element, or with a field's JSON.
        ("{\"action\": \"type\", \"element_id\": \"pin-pad\", \"text\": \"333885\"}", "333885"),
        (
            "{\"action\": \"type\", \"text\": \"{\\\"field\\\": \\\"PIN\\\", \\\"value\\\": \\\"7737\\\"}\"}",
            "7737",
        ),
        (
            "{\"action\": \"type\", \"text\": \"{\\\"field\\\": \\\"code\\\", \\\"value\\\": \\\"FYYVY-VQPVL-AXOJN\\\"}\"}",
            "FYYVY-VQPVL-AXOJN",
        ),
        // A plan's step that types a code or pastes a key into its field.
        ("3. Type 4785 into the verification field 4. Click Continue", "4785"),
        (
            "Step 6: open Gitea settings, paste bdd1eb4b20e37791bf470de437bb0187fbf55499 into the \"GITEA_TOKEN\" field",
            "bdd1eb4b20e37791bf470de437bb0187fbf55499",
        ),
        ("Use 891740 as Microsoft account security code", "891740"),
        // Verbs and endings of more languages.
        ("Radu PIN-ul e 0930 20:42", "0930"),
        ("Dewi Lestari PIN-nya 7834 21:31", "7834"),
        ("Mark ang password ay KdBprHyRiEVNxY&*", "KdBprHyRiEVNxY&*"),
        ("Agus typing… passwordnya RWYKjhax174$Qs 20:24", "RWYKjhax174$Qs"),
        ("สมชาย รหัสผ่านคือ MHVMjvjy876%m9 ขอบคุณนะ!", "MHVMjvjy876%m9"),
        // An answer under a chat's times and authors, with its own time.
        (
            "Priya Nair\nonline\nwhat's the password for Figma?\n5:45 AM ✓✓\nPriya Nair\nMango_2025\n9:10 PM",
            "Mango_2025",
        ),
        ("Giulia Romano\ntyping…\nmi mandi il codice?  18:15 ✓✓\n889449  16:33", "889449"),
        (
            "apa password wifi?\n15:07 ✓✓\niPhone von Lena\n08:57\ngaruda91377\n18:30",
            "garuda91377",
        ),
        // App-specific passwords.
        (
            "Apple Account — Contraseña específica para apps\nMail on Linux\nftqs-qxwp-cxom-hvve",
            "ftqs-qxwp-cxom-hvve",
        ),
        ("Ihr App-Passwort für Thunderbird\ngqri omhb imkl yjsp", "gqri omhb imkl yjsp"),
        // Found by the outside attack: a non-breaking hyphen in a label,
        // a label or a code's verb glued after a digit or a first `_`.
        ("Ihr App\u{2011}Passwort für Thunderbird\ngqri omhb imkl yjsp", "gqri omhb imkl yjsp"),
        ("_Token für Prod: 786e0c758584c998f52f50cb9b1885cc5c76ea9b", "786e0c758584c998f52f50cb9b1885cc5c76ea9b"),
        ("1Use 891740 as Microsoft account security code", "891740"),
        // An Android dump's value under its label; keys sent with Enter.
        ("TextView: 密码\nTextView: 82906274795943633073\nButton: Quick Share", "82906274795943633073"),
        ("send_keys(\"MapleMapleCactus9!\\n\")", "MapleMapleCactus9!"),
        // A logged `type_text` action; a login glued to its slash; a
        // password's short name after a slash between spaces.
        (
            "{\"action\": \"type_text\", \"text\": \"L3m0n1992$\", \"element\": {\"role\": \"textbox\"}}",
            "L3m0n1992$",
        ),
        ("LinkedIn company page: admin/Bis0n2025&", "Bis0n2025&"),
        ("zoom 890 3345 8323 / pw X7l5kAtD9", "X7l5kAtD9"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text}: {out}");
    }
    // Controls: a year used as a code's name; words after an app
    // password's name; when a password last changed; a key's id; a
    // parcel's tracking code; a field under a placeholder's line; a
    // sentence under a list of keys; a search typed into its field.
    for text in [
        "Use 2024 as the year code",
        "Settings › Security\nPassword: last changed 3 months ago\n2FA: On",
        "设置 › Sicherheit\n密码: cambiada hace 3 meses\n2FA: Activado",
        "Mot de passe: zuletzt geändert vor 3 Monaten",
        "PostNL\nTrack & trace-code: RR829006590RU\nBestelnummer: 2766246215",
        "# .env.example\nPERCY_TOKEN=YOUR_API_KEY\nLOG_LEVEL=info\nPORT=3000",
        "BrowserStack — API keys\n最後の4文字のみ表示されます",
        "Type hello into the search field",
        "the password e la mail",
        "pub const IFLA_BOND_AD_INFO_ACTOR_KEY: Type = libc::IFLA_BOND_AD_INFO_ACTOR_KEY;",
        // A template's pipe, a timestamp in JSON, a command's output, a
        // hash's name, a reference after a key's label.
        "data:\n  OPENAI_API_KEY: {{ .Values.openai_api_key | b64enc | quote }}",
        "{\"detail\":\"token expired at 2025-12-09T12:29:00Z\",\"instance\":\"/v1/me\",\"requestId\":\"b3243a24-56dd-4e2d-85fe-f607ccc3a12f\"}",
        "127.0.0.1:6379> CONFIG GET requirepass\n1) \"requirepass\"\n2) \"\"",
        "  ✓ hashes password with argon2id (232 ms)",
        "huggingface-cli login --token $HF_TOKEN See docs: Authentication",
        // A path through an admin's or root's folder; a slash before words.
        "see /admin/settings and admin/settings",
        "path: root/src/main.rs",
        "read / pw docs",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn flattened_accessibility_trees_authenticator_lists_and_sim_codes_are_found() {
    for (text, secret) in [
        // A tree's elements on one line: a label, then its value.
        (
            "[Heading] \"Personal Hotspot\" [StaticText] \"Hasło hotspotu\" [StaticText] \"Kq5gLvzW3GMN\" [StaticText] \"AP band\"",
            "Kq5gLvzW3GMN",
        ),
        (
            "android.widget.TextView text=\"Adgangskode\" android.widget.TextView text=\"RiverMangoRiver1#\" resource-id=\"com.android.settings:id/password\"",
            "RiverMangoRiver1#",
        ),
        (
            "XCUIElementTypeCell label=\"Password\" value=\"YSPXFGQHx7\" XCUIElementTypeCell label=\"AP band\"",
            "YSPXFGQHx7",
        ),
        // A password's label with words that say whose it is.
        ("Lösenord för surfzon\nthunderriver1799", "thunderriver1799"),
        ("हॉटस्पॉट पासवर्ड\nglacier-pepper-orbit42", "glacier-pepper-orbit42"),
        // An authenticator's codes under their accounts.
        (
            "[Window] \"Authy\" [StaticText] \"Slack: ivan.kowalski29@outlook.com\" [StaticText] \"670 585\" [StaticText] \"GitHub: lars.wang90@gmail.com\" [StaticText] \"435115\"",
            "670 585",
        ),
        (
            "XCUIElementTypeCell label=\"Epic Games, minjun.nagy17@gmail.com\" value=\"58023271\" XCUIElementTypeOther label=\"7\"",
            "58023271",
        ),
        ("2FAS\nHetzner - amani.cohen76@gmx.at\n153 775", "153 775"),
        // A SIM card's numbered codes.
        ("Notes SIM Orange PIN 1: 3962 PUK 1: 39621797 ICCID 8993997018235923261", "39621797"),
        ("PUK1: 47244853 PUK2: 86355624 [Button] \"Hide PUK\"", "86355624"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a tree's label over a button's word, a mask and a
    // question; an account over a phone number or a year; a label that
    // says the password changed; a SIM's state.
    for text in [
        "[StaticText] \"Password\" [Button] \"Show\" [StaticText] \"Forgot password?\"",
        "[StaticText] \"Hasło hotspotu\" [StaticText] \"••••••••\" [StaticText] \"AP band\"",
        "Slack: ivan.kowalski29@outlook.com\n+49 151 2675580",
        "Contact: anna@example.com\n2024",
        "anna@example.com\nLast login 3 days ago",
        "Passwort geändert\nGestern",
        "PIN 2 blocked",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn masks_placeholders_references_digests_and_public_ids_in_code_are_no_secrets() {
    for text in [
        // A console's first and last characters around a mask.
        "INFURA_API_KEY_SECRET=231daf********4640",
        "sendgrid_api_key=SG.7***********ZjwB",
        "ALIBABA_CLOUD_ACCESS_KEY_SECRET=lWlRY4K…anYL",
        "{\"Authorization\": \"Bearer 042cbb42*************NRAL\"}",
        // A format's prefix before a placeholder; words asking for one.
        "DOCKERHUB_TOKEN=AKIA<token>\nPORT=8080",
        "stringData:\n  LOB_API_KEY: \"SG.<token>\"",
        "Password: YOUR_PASSWORD_HERE",
        "Password: YOUR_API_KEY",
        "client = Client(api_key=\"fake-api-key-for-tests\")",
        // References to a value kept elsewhere.
        "TRIGGER_TOKEN: '{{resolve:secretsmanager:prod/gitlab:SecretString:trigger_token}}'",
        "client = terraform.Client(api_key=TFE_TOKEN)",
        // Digests and pins of a secret, a host's name, a hashed host.
        "\"hashed_secret\": \"6c6f3788fe2525a5c9cb596fd22234589c43856d\",",
        "add_header Public-Key-Pins 'pin-sha256=\"J5vhbFEW647TWrOkAm7c26fpqrqq4B2Oq30WgbBg314=\"';",
        "  authDomain: \"acme-prod.firebaseapp.com\",",
        "|1|A9bE29psgH4SxSDTBR22EJU4NAY=|YSH6/DLZLg3H3t/oWWrxxbzSmDM= ecdsa-sha2-nistp256 AAAAE2VjZHNh",
        // Public ids: a Twilio message, a Stripe endpoint, a key's id, a
        // checkout's public keys; base64 of a log line.
        "twilio status callback MessageSid=SMefe25fe02adf0547575b9187507e095d MessageStatus=delivered",
        "Stripe › Webhooks\nwe_rTN3jIVulRtFdDwxfcA6BNpp\nEndpoint URL",
        // A cache's key named by its content's digest; browser tokens made
        // public by their vendors; a property list's keys; an anchor of
        // the key's own words; a path on a variable; a string's words
        // joined to code; a fallback that says a variable is missing.
        "Cache key: node-modules-5013e18855da0f2fef6a517f37daa4584d862e4956fadb8da2bfe6eb1206f7eb\nCache restored successfully",
        "DD_CLIENT_TOKEN=pubcb3022bdfe5fddc49b8fddc261624dff  # RUM browser token",
        "Statsig.initialize('client-pV9ILnIJw43PIm96h87Gb7tZim0CDYYrN99ard4d5U5', user);",
        "<dict>\n  <key>CFBundleShortVersionString</key>\n  <string>3.2.6</string>\n  <key>UIRequiresFullScreen</key>\n  <true/>\n</dict>",
        "this.addPassword = \"#add-password\";",
        "REACT_APP_FORGOT_PASSWORD=$REACT_APP_BASE_URL/classroom/#/forgot_password",
        "echo 'password = '.$p['config']['daemon_password'].\"\\n\";",
        "const password = process.env.REACT_APP_DEV_PASSWORD || \"not-set\"",
        "Chave de API ID: key_KYVkJlfLmN6fnQ37tHyV0Axe\nNome: prod",
        "PaystackPop.setup({ key: \"pk_live_82221798bfe60ea9a308ad0666a52493c64fd383\" });",
        "var options = { \"key\": \"rzp_live_KtGWy3Rftw7iYm\", \"amount\": \"74493\" };",
        "$ echo \"YnVpbGQgNS44LjEzIG9r\" | base64 -d",
        // A structured file printed by `cat`: its fields, not a secret.
        "$ cat k8s/secret.yaml\napiVersion: v1\nkind: Secret",
        // Notes and dates where a value would be.
        "API key: Never shown again",
        "管理者パスワード: なし",
        "Gift card code — Used 2025-06-14 · Balance 121",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: a key cut to more than a console shows, a real value after
    // the same names, a Lob key, a printed key file, a card's code.
    for (text, secret) in [
        (
            "INFURA_API_KEY_SECRET=231daf9c1e5b7d2f4a6c8e0b1d3f5a7c9e",
            "231daf9c1e5b7d2f4a6c8e0b1d3f5a7c9e",
        ),
        (
            "ALIBABA_CLOUD_ACCESS_KEY_SECRET=lWlRY4K9xQ3pZ…anYL",
            "lWlRY4K9xQ3pZ",
        ),
        ("Password: Kq5gLvzW3GMN", "Kq5gLvzW3GMN"),
        (
            "client = Client(api_key=\"fake-9f8Kq2xLm3Zq7Wv1\")",
            "fake-9f8Kq2xLm3Zq7Wv1",
        ),
        (
            "passphrase := `never gonna give up #1`",
            "never gonna give up #1",
        ),
        ("Chave de API: Kq5gLvzW3GMNx8y7abc", "Kq5gLvzW3GMNx8y7abc"),
        (
            "LOB_KEY=live_3f9c1e5b7d2f4a6c8e0b1d3f5a7c9e0b1d3",
            "live_3f9c1e5b7d2f4a6c8e0b1d3f5a7c9e0b1d3",
        ),
        (
            "$ cat config/master.key\n0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e\n$",
            "0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e",
        ),
        ("Visa 4556164390113706 card code 566", "566"),
        ("管理者パスワード: Kq5gLvzW3GMN", "Kq5gLvzW3GMN"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
}

#[test]
fn wrapped_keys_glued_security_codes_gift_cards_and_recovery_lists_are_found() {
    for (text, secret) in [
        // A key a phone's card wraps after 22 characters.
        (
            "Google Cloud console · Chave secreta\nGOCSPX-v1JdFUCxEPk5RCk\neG3cf0WIr4pOH\nCopie sua nova chave",
            "eG3cf0WIr4pOH",
        ),
        // A saved card's code glued to its name.
        ("CVV992 · Discover ····4774", "992"),
        // Gift cards' codes named in more languages, or by a form's field.
        ("Код подарочной карты: XKFFTTUGL5HXAMNG [Активировать]", "XKFFTTUGL5HXAMNG"),
        ("Código de la tarjeta regalo:XY7TQTAGUDEXXUGP(€25,00)", "XY7TQTAGUDEXXUGP"),
        ("ギフトカード番号：X82TKZX7PULNE89V", "X82TKZX7PULNE89V"),
        ("textbox \"Codice della carta regalo\" value=\"X9V8AVYF7SC5XCSC\"", "X9V8AVYF7SC5XCSC"),
        // Recovery codes under a long instruction, in more languages.
        (
            "Google · Wiederherstellungscodes\nBewahren Sie diese Codes sicher auf. Jeder Code kann nur einmal verwendet werden.\n2701 0030    4064 9767\n2455 2977    1773 0618",
            "2455 2977",
        ),
        (
            "Discord · リカバリーコード\nこれらのコードは安全な場所に保管してください。各コードは 1 回のみ使用できます。\ntgk9rqjt    cplpdvvx\nmgbk18rz    9okrc2nx",
            "mgbk18rz",
        ),
        ("رموز الاسترداد (Discord)\n1. it4oqoyu\n2. af2mmrls", "af2mmrls"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a label over a word of the screen; a short line over a
    // word; a protocol's name; a gift card's balance line.
    for text in [
        "Password\nBejelentkezés",
        "Hasło hotspotu\nUdostępnij",
        "Name\nGOCSPX docs\nSee the guide",
        "Gift card — Balance 121 · Used 2025-06-14",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn cookie_panels_setup_keys_glued_labels_and_codes_typed_into_their_field_are_found() {
    for (text, secret) in [
        // A browser's cookie panel, a session cookie's name and value.
        (
            "Name: PHPSESSID Value: 7gwzu83mc7kg3laupkl0ts65vz Domain: .example.com.br HttpOnly ✓",
            "7gwzu83mc7kg3laupkl0ts65vz",
        ),
        // An authenticator's key after the words that give it, in
        // Portuguese and Chinese.
        (
            "Não consegue ler o QR code? Digite esta chave no seu aplicativo autenticador: zae3 2s3g beh7 5ckv spqg rby7 us",
            "zae3 2s3g beh7 5ckv",
        ),
        ("无法扫描二维码？请在身份验证器应用中输入此密钥： FDLL 672Q UKVT UYEE V7RO 3YOQ 3X", "FDLL 672Q UKVT UYEE"),
        // A key glued after its label in a script without spaces.
        ("API 密钥444c42d80160b184f4483ef22acc307e复制完成", "444c42d80160b184f4483ef22acc307e"),
        // A door's code glued to `=`; digits typed into a code's field.
        ("🔑Door code=6882", "6882"),
        ("type \"209126\" in \"Wpisz 6-cyfrowy kod\"", "209126"),
        ("type \"666084\" in \"6 桁のコードを入力\"", "666084"),
        // A password set on a member is still one; a licence's groups.
        ("@password = hunter2", "hunter2"),
        ("License: LIC-9ZD6VQ-LDBC4X-47D8", "LIC-9ZD6VQ-LDBC4X-47D8"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: another cookie's value; code that sets a code; digits
    // typed into a postal or a promotion's field; a member set from a
    // variable; a billing account's id in groups of hexadecimal digits.
    for text in [
        "Name: theme Value: darkmodeenabled1234",
        "let code = 1234;",
        "status code=4040",
        "type \"2024\" in \"Postcode\"",
        "type \"12345\" in \"ZIP code\"",
        "type \"4821\" in \"Promo code\"",
        "class TokenBucket\n  def initialize(capacity:, refill_rate:)\n    @capacity = capacity\n    @tokens = capacity",
        "billing account: B7C020-FDAF2E-158DC3",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn codes_by_sms_temporary_passwords_combinations_and_keys_after_a_cut_certificate_are_found() {
    for (text, secret) in [
        ("Here's what I got by SMS: 714471", "714471"),
        ("Voici le code reçu par SMS : 521 856. Vous pouvez finaliser ?", "521 856"),
        ("Compte c.dubois réinitialisé. MDP temporaire FaivOwpk*7 (valable 24 h).", "FaivOwpk*7"),
        ("> hasło tymczasowe do konta kowalczyk56: $S+THyZ.R9", "$S+THyZ.R9"),
        ("Door code for the server room changed to 7836# — update your notes.", "7836"),
        ("Locker 14 combination: 16-5-12", "16-5-12"),
        ("I've reset your AD password. Use ge3VEUApd5TX to log in and then pick a new one", "ge3VEUApd5TX"),
        ("Voici votre carte cadeau : U2UG-GS2PHJ-PENMP (valable 12 mois)", "U2UG-GS2PHJ-PENMP"),
        (
            "Server=tcp:db1.database.windows.net,1433;User ID=sqladmin;Password=kzaNXU8z4eCEp=f;Encrypt=True;",
            "kzaNXU8z4eCEp=f",
        ),
        // A private key after a certificate shown cut short.
        (
            "tls.crt\n-----BEGIN CERTIFICATE-----\nMIIBTvkQW9jN12TVG4u/1nOQo6ytjMyvQ7thZYVZ+nJS...\ntls.key\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIETax/434S33r6TwQOVmGRGvZSfCyNCNRdmHI5Q+aq66NKPgotyMzDAT\nj5tOn5ItnlOxjL5pJOOKA1u1GBP2vepZgrYgQsSfj0O/g0X+ZfDUwA8+dA9kP+Hj\n-----END EC PRIVATE KEY-----",
            "j5tOn5ItnlOxjL5pJOOKA1u1GBP2vepZgrYgQsSfj0O",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: an employee's number after an SMS's mention; a promotion
    // valid until a date; a way to sign in; a connection string's
    // placeholders; an error's or a fault's code; a parcel's tracking
    // code in Portuguese; a mail's inline image.
    for text in [
        "Initial password sent separately by SMS VPN vpn.example.com Employee ID 482913",
        "Promo code valid until 12-05-24",
        "Use the app to log in",
        "Connection string: Server=tcp:<server>.database.windows.net;User ID=<user>;Password=<password>;",
        "Exception code: 0x423c718f\nFault offset: 0x68db04f65a9ce4cb",
        "Seu pedido foi enviado. Código de rastreio: 9400 4284 4933 2521 1165 52",
        "[image: logo]\n+86 147 2522 7073 | a@example.fr\n[cid:image001.png@01DAB7B1.BA1E91AE]",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_consoles_names_digests_references_and_placeholders_are_no_secrets() {
    for text in [
        // Secrets' names listed with their state, a digest's column.
        "Repository secrets\nFIGMA_ACCESS_TOKEN\tUpdated 3 days ago\nGOOGLE_REFRESH_TOKEN\tUpdated 3 days ago\nTS_AUTHKEY\tUpdated yesterday",
        "Secrets\nNAME\tDIGEST\tCREATED AT\nJFROG_ACCESS_TOKEN\t7b756f09443b428c\tlast week\nPULUMI_ACCESS_TOKEN\tfac31eade995579b\tJan 14",
        "Type\tName\tValue\nSecret\tSLACK_WEBHOOK_URL\tValue encrypted",
        // A reference to a secret by its name; a resource's name.
        "Environment Variables\nGCLOUD_ACCESS_POLICY_TOKEN\t@gcloud-access-policy-token\t(Secret reference)",
        "Secret: auth-gateway-creds\nData\nnode-auth-token\n●●●●●●●●\nMostrar",
        "secret: db-creds",
        // A placeholder; docs' example credentials; a client's way to
        // sign in; a masked key under a setup key's label.
        "curl https://api.acme.io/v1/items \\\n  -H 'Authorization: Bearer paste-token-here'",
        "For example: DATABASE_URL = postgresql://johndoe:randompassword@localhost:5432/mydb",
        "mongodb+srv://prod.pf2kr.mongodb.net/?authMechanism=MONGODB-X509",
        "Secret key\nxoxb-*******ZQGo\nCreated 3 days ago",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // Controls: a value in the same places.
    for (text, secret) in [
        (
            "Repository secrets\nFIGMA_ACCESS_TOKEN\tfigd_Kq5gLvzW3GMNx8y7abcD",
            "figd_Kq5gLvzW3GMNx8y7abcD",
        ),
        ("Secret: svnr-prod-kwom-amor", "svnr-prod-kwom-amor"),
        (
            "curl -H 'Authorization: Bearer Kq5gLvzW3GMNx8y7abcD2'",
            "Kq5gLvzW3GMNx8y7abcD2",
        ),
        (
            "postgresql://johndoe:Kq5gLvzW3GMN@localhost:5432/mydb",
            "Kq5gLvzW3GMN",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
}

#[test]
fn keys_shown_once_in_other_languages_and_letter_only_bodies_are_found() {
    for (text, secret) in [
        // A key's body of letters alone after its prefix (one in a
        // hundred has no digit); a format's prefix in capitals is no
        // PowerShell verb.
        ("x 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 y", "WDavjzjQaKsrcIDjQgHeDJDoTstW"),
        // A console's warning that a key is shown once, in Polish,
        // Russian and Italian, then the key.
        (
            "Jenkins — Tokens\nSkopiuj token teraz. Nie będzie można go ponownie wyświetlić!\n11aa1bba0d5465f6b8268604b264f96393\nKopiuj",
            "11aa1bba0d5465f6b8268604b264f96393",
        ),
        (
            "Datadog — Access Tokens\nСкопируйте токен сейчас. Вы больше не сможете его увидеть!\n72ffa9e360251c2776d4db7a69e0e74ca541fd12",
            "72ffa9e360251c2776d4db7a69e0e74ca541fd12",
        ),
        (
            "Railway — Personal access tokens\nCopia subito il tuo token. Non potrai più visualizzarlo!\n776dc219-9eb0-4153-9aa5-5bf72a4ba4cd",
            "776dc219-9eb0-4153-9aa5-5bf72a4ba4cd",
        ),
        // Typed words with one number that are no region.
        ("adb shell input text 'nwtr-xk9h-pnhg-qnrn'", "nwtr-xk9h-pnhg-qnrn"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a class name after the prefix; a cmdlet; a region typed;
    // a resource's name that says what it holds; a placeholder in a
    // connection URL; a field's label in brackets still reads its value.
    for text in [
        "GOCSPX-ThisIsMyVeryLongClassNameXy",
        "Get-ChildItem",
        "type_text(text=\"eu-west-1\")",
        "type_text(text=\"us-central1-a\")",
        "Secret: etl-jobs-creds\nData",
        "postgres://doadmin:[YOUR-PASSWORD]@prod-pg-3.eu-west-1.rds.amazonaws.com:5432/app",
    ] {
        assert_eq!(redact(text).text, text);
    }
    let text = "Edit [Name: Hasło] [Value: Tulpe.anker-18] Button [Name: Hide]";
    assert!(!redact(text).text.contains("Tulpe.anker-18"));
}

#[test]
fn what_an_agents_call_types_pastes_or_fills_is_read_in_every_frameworks_form() {
    for (text, secret) in [
        ("{\"tool\": \"computer.type_text\", \"args\": {\"text\": \"ban_dsU!R9z0nG2\"}}", "ban_dsU!R9z0nG2"),
        (
            "<invoke name=\"type\"><parameter name=\"selector\">#login-pass</parameter><parameter name=\"text\">R0+O=K*+Cg7wO-e</parameter></invoke>",
            "R0+O=K*+Cg7wO-e",
        ),
        ("[step 25] input_text {\"text\": \"Volga2021%J48\", \"selector\": \"#password\"}", "Volga2021%J48"),
        (
            "{\"type\": \"function\", \"function\": {\"name\": \"type_text\", \"arguments\": \"{\\\"text\\\": \\\"Sommer&9718haneul_\\\", \\\"field\\\": \\\"Mot de passe\\\"}\"}}",
            "Sommer&9718haneul_",
        ),
        ("clipboard_set(content=\"Nuvola2020?ymP\", mime=\"text/plain\")", "Nuvola2020?ymP"),
        ("Plan:\n1. Open GitHub Desktop\n2. Klik op 'Wachtwoord'\n3. Typ p4v0WPA9nSr.u5n\n4. Druk op Enter", "p4v0WPA9nSr.u5n"),
        ("type_text(text=\"4b852a97-43ec-4c8e-bed1-c875bc379734\")", "4b852a97-43ec-4c8e-bed1-c875bc379734"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: words, a search, ids a service shows (an object's, an
    // account's address, an analytics property, a trace, a parcel's),
    // a colour, a region; a tree's element type is no typing.
    for text in [
        "{\"tool\": \"type_text\", \"args\": {\"text\": \"quarterly report\"}}",
        "{\"name\": \"send_keys\", \"arguments\": {\"selector\": \"#search\", \"text\": \"price_vTR1RjcXAQREzeBcG0NDIXwZ\"}}",
        "{\"tool\": \"input_text\", \"args\": {\"field\": \"Recipient address\", \"text\": \"0x3BfE4DE39abE878E67AEcbE007f99AD96f47A9eC\"}}",
        "ui.set_value(field=\"Measurement ID\", value=\"G-6YR19F1SA2\")",
        "{\"tool\": \"ui.set_value\", \"args\": {\"field\": \"Measurement ID\", \"value\": \"UA-32018932-1\"}}",
        "{\"name\": \"type_text\", \"arguments\": {\"field\": \"Request ID\", \"text\": \"Root=1-bb395aba-4a3e37df242ccf50d5178a3c\"}}",
        "{\"tool\": \"keyboard.type\", \"args\": {\"field\": \"Sendungsnummer\", \"text\": \"LX646464387DE\"}}",
        "[step 28] set_value {\"field\": \"Brand color\", \"value\": \"#ea9e62\"}",
        "{\"tool\": \"type_text\", \"args\": {\"text\": \"eu-west-1\"}}",
        "XCUIElementTypeCell label=\"Model\" value=\"Pixel 8 Pro\" XCUIElementTypeCell label=\"Build\" value=\"AP2A.240805.005\"",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn commands_and_codes_inside_an_agents_call_and_typed_cards_are_found() {
    for (text, secret) in [
        // A command inside a call's JSON string, also escaped inside one.
        (
            "{\"tool\": \"terminal.exec\", \"args\": {\"command\": \"mysqldump -utanaka.k -p'ECDxc37wzyU*jkbZ' --all-databases\"}}",
            "ECDxc37wzyU*jkbZ",
        ),
        (
            "{\"function\": {\"name\": \"type_text\", \"arguments\": \"{\\\"text\\\": \\\"sshpass -p 'Lluvia@5661kotek' ssh ops@jump.example.net\\\"}\"}}",
            "Lluvia@5661kotek",
        ),
        // Digits typed into a field that names a code, before or after.
        (
            "{\"name\": \"type\", \"arguments\": {\"element\": \"Bestätigungscode\", \"text\": \"013149\"}}",
            "013149",
        ),
        (
            "{\"name\": \"type_text\", \"arguments\": {\"text\": \"6607\", \"selector\": \"#token_value\"}}",
            "6607",
        ),
        ("→typed'0117308'into«verification code»✓", "0117308"),
        // A key sequence's typed step; a card's number typed.
        (
            "{\"name\": \"press_keys\", \"arguments\": {\"steps\": [{\"key\": \"Tab\"}, {\"type\": \"e13dc4f355e1e775d12600c5f630b1bd\"}]}}",
            "e13dc4f355e1e775d12600c5f630b1bd",
        ),
        ("{\"type\": \"computer_call\", \"action\": {\"type\": \"type\", \"text\": \"4463750850641434\"}}", "4463750850641434"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: digits typed into a postal code's or a quantity's field;
    // a documented test card typed; a command with no password.
    for text in [
        "{\"tool\": \"type_text\", \"args\": {\"field\": \"ZIP code\", \"text\": \"10115\"}}",
        "{\"tool\": \"type_text\", \"args\": {\"field\": \"Quantity\", \"text\": \"2024\"}}",
        "{\"action\": \"type\", \"text\": \"4242424242424242\"}  // Stripe test card (test mode)",
        "{\"tool\": \"terminal.exec\", \"args\": {\"command\": \"ls -la /var/log && tail -n 50 syslog\"}}",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_password_notebooks_lines_and_a_snapshots_password_field_are_found() {
    for (text, secret) in [
        (
            "lösenord – Anteckningar\nFacebook: opa32 – R-++aEkcAeJM9Ysf=P0Y\nSparkasse: 3076254 – Schatz1962.",
            "Schatz1962",
        ),
        ("Passwörter\nInstagram | olle80 | Abstract-sibling-candy97\nSparkasse | 2555995 | Mia1707", "Mia1707"),
        ("密码本.xlsx\nVinted: lea7 – Oliver1997%", "Oliver1997%"),
        (
            "window \"PKO BP\"\n  textbox \"Login\" value=\"3757616\"\n  password \"Hasło\" value=\"Oliver$Oliver15\"\n  button \"Zaloguj się\"",
            "Oliver$Oliver15",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: the same lines under a title that names no passwords; a
    // notebook's line whose last field is a word or an address.
    for text in [
        "Meeting notes\nMonday: Anna – Room4B",
        "Passwörter\nPayPal: 4940605 – siehe Zettel",
        "Passwörter\nGMX: anna79 – anna@example.com",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn an_it_desks_and_a_shops_screens_keep_their_secrets_and_their_public_values() {
    for (text, secret) in [
        // A form's value before the attributes that name it.
        (
            "value=\"NGPGrg7cYrdndXoM\" type=\"password\" name=\"klarna_api_password\"",
            "NGPGrg7cYrdndXoM",
        ),
        (
            "value=\"544069137be9cdb1d3bdfb764da2a16d9998f8e6\" aria-label=\"Access Token\"",
            "544069137be9",
        ),
        // A secret key's label in other languages, a short value.
        ("Hemlig nyckel: by7p9rzfeb", "by7p9rzfeb"),
        ("{\"Секретный ключ\": \"85rdboxu8u\"}", "85rdboxu8u"),
        // A gift card's code in groups of four.
        (
            "Cadeaukaartcode: DE6G 4AB8 4ZEV 5TVU\nInitial value: 50",
            "4ZEV",
        ),
        ("기프트 카드 코드: BQ9K 3JUL 6K46 KF7P", "6K46"),
        // Recovery codes after their label still.
        (
            "Notizen – 2FA Backup\nELSTER: FZWIJ7774W2D2CZW",
            "FZWIJ7774W2D2CZW",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: whether a secret is set; an id the label names; a GUID
    // after a recovery key's name; a log's dates; masks in groups and
    // after a cut; a key file's path; a command's switch; a discount's
    // code; a domain's DKIM key; a checksum line; a site's verification
    // tag; a placeholder in brackets; a form's value named by nothing.
    for text in [
        "Admin Password: Installed\nSystem Password: Not Set",
        "Personal Recovery Key: Escrowed",
        "PIN: gesetzt",
        "PIN: 設定済み",
        "Recovery key ID: CB9D0750-FBB9-49C4-A32B-15050B8186B4",
        "Recovery key ID: 2FB8821F\nHere's how to find your key",
        "Viewed BitLocker recovery key for NB-MIL-382\n2024-02-05 10:49 zeynep@example.com",
        "BitLocker recovery key accessed\nDevice: FS03",
        "Recovery key: ******-******-******-******-******-******-******-565279",
        "Hasło: ▪▪▪▪▪▪▪▪",
        "Consumer key: ...765a39e",
        "Use private key: C:\\keys\\ops.ppk",
        "retrieve it with Get-LapsADPassword -AsPlainText.",
        "Usa el código BLACKFRIDAY y ahorra un 30%",
        "クーポンコード SALDI20 で30%オフ",
        "TXT google._domainkey.shop.example \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAHxJMBO3eWUFHBnkaltIWM4SytKd/YrrLAFtJEm2wW\"",
        "SHA-256 (theme-7.20.zip) = c0e0615e78dfca87a38b4246cfd4bb3dec29b366f90d05758462be8c17253fa9",
        "<meta name=\"facebook-domain-verification\" content=\"kel7u9u3pdfab8e6tim2lezw2xbth6\" />",
        "X-API-Key: [YOUR_ADYEN_API_KEY]",
        "Cert: FC11E954D2ED0A2576B6AF1CFE14239ACCD255E4",
        "Serial No.: DS-2CD2143G2-I96022738461585EVKRM",
        "value=\"NGPGrg7cYrdndXoM\" class=\"input\"",
    ] {
        assert_eq!(redact(text).text, text);
    }
    // The discount's words are what make its code public: a gift card's
    // code on a line with none is found.
    assert_ne!(
        redact("Gift card code: BQ9K 3JUL 6K46 KF7P").text,
        "Gift card code: BQ9K 3JUL 6K46 KF7P"
    );
    // Nor is a key beside a percentage on a line that names no code.
    assert!(!redact("TOTP secret: JBSWY3DPEHPK3PXQ (sync 100%)")
        .text
        .contains("JBSWY3DPEHPK3PXQ"));
}

#[test]
fn network_devices_remote_support_and_a_help_desks_notes_keep_their_secrets() {
    for (text, secret) in [
        // A router's configuration: type 7 and type 0, an SNMPv3 user, a
        // FortiGate's phrase to the line's end and an SNMP community.
        ("line vty 0 4\n password 7 046B190F02205A4B1B18271E11\n login", "046B190F02205A4B1B18271E11"),
        ("username netadmin privilege 15 secret 0 copper_kettle_falcon_horse18", "copper_kettle"),
        ("radius server NPS-01\n key 0 Cafe&2675laven", "Cafe&2675laven"),
        ("snmp-server user NMS NMS-GROUP v3 auth sha OceanAtlas09$ priv aes 128 A9yP%=h3bJ", "A9yP%=h3bJ"),
        ("snmp-server user NMS NMS-GROUP v3 auth sha OceanAtlas09$ priv aes 128 A9yP%=h3bJ", "OceanAtlas09$"),
        ("config wireless-controller vap\n    edit \"Lager\"\n        set passphrase juniper dune walnut41\n    next", "dune walnut41"),
        ("config system snmp community\n    edit 1\n        set name \"Mthc-8220-Sakura\"\n    next", "Mthc-8220-Sakura"),
        ("snmpwalk -v2c -c benvenuto720mon 10.205.248.137 1.3.6.1.2.1.1", "benvenuto720mon"),
        // A remote support tool's password and codes.
        ("TeamViewer Your ID 256 046 845 Password qkhomw Control Remote Computer", "qkhomw"),
        ("Quick Assist\nShare this security code with the person you're helping\n00K8B5\nTime remaining: 9:00", "00K8B5"),
        ("The code is K6IJLB — type it in the Quick Assist window", "K6IJLB"),
        ("Splashtop SOS\nSession code: 428662652", "428662652"),
        // A script's answer to a password prompt; a printed secret file.
        ("spawn ssh admin@10.0.0.1\nexpect \"*assword:*\"\nsend \"XwL5Sz%Qf7xh#\\r\"", "XwL5Sz%Qf7xh#"),
        ("$ cat /root/.restic-pass\n%1BwaOEL&Zz&&a2wHONQBb4wb\n$ restic check", "%1BwaOEL&Zz&&a2wHONQBb4wb"),
        // A help desk's note, a console's code for a user, a code in CJK.
        ("lefevreo のパスワードを zUd3hhvgn9r+ にリセット。", "zUd3hhvgn9r+"),
        ("Bypass code generated for pw@kaneda.example: 530159 (expires in 1 hour)", "530159"),
        ("280640 인증 코드입니다.", "280640"),
        // Formats: eBay's cert id and user token, Klaviyo's private key;
        // `aws configure`'s prompt with its default in brackets.
        ("mağaza paneli -> PRD-086696cdcf89-eeec-837b-7d8c-d57d <- nicht weitergeben", "PRD-086696cdcf89"),
        ("setx KLAVIYO_PRIVATE_KEY pk_af78c204d80d8d464c5b0f8ee91a207c86", "pk_af78c204d80d8d464c5b0f8ee91a207c86"),
        ("AWS Secret Access Key [None]: /J+bcnlh19951gALh1AP+HlA8vXWBYyjlBGLVVmd", "/J+bcnlh19951gALh1AP+HlA8vXWBYyjlBGLVVmd"),
        ("-NewPassword (ConvertTo-SecureString -AsPlainText 'EiGNF9FwA-Hz!' -Force)", "EiGNF9FwA-Hz!"),
        // A gift card's code typed in its groups; a Swedish gift card.
        ("{\"action\": \"type_text\", \"window\": \"Gift card code\", \"text\": \"V67F 29C7 NGJQ AESK\"}", "NGJQ"),
        ("Presentkortskod: JRPL XAQA LT3H WDS2\n300 kr", "LT3H"),
        // A JSON string's escapes read as the screen shows them, an escaped
        // invisible character inside the secret too, and JSON inside a
        // JSON string.
        ("{\"role\": \"text\", \"value\": \"TeamViewer\\nKennwort\\nZjY\\u200bGAXYh\\nControl\"}", "GAXYh"),
        ("{\"a\": \"Hemlig nyckel: by7p\\u00adrzfeb12\\nok\"}", "rzfeb12"),
        ("{\"arguments\": \"{\\\"value\\\": \\\"TeamViewer\\\\nPasswort\\\\nV6LRUikF\\\\nOK\\\"}\"}", "V6LRUikF"),

        ("{\"role\": \"text\", \"value\": \"TeamViewer\\nYour ID\\n1818 422 428\\nPasswort\\nZjYGAXYh\\nControl\"}", "ZjYGAXYh"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: type 5 is a hash's rule; a password prompt left unanswered;
    // a public key's and the accounts' files; a structured file (its
    // keys are the assignment's); a remote support tool's labels with no
    // value and its prose; a ticket table naming the tool; the help
    // desk's note with no password; a publishable key; an ID's digits;
    // an `aws configure` prompt's region; an escaped JSON with no secret.
    for text in [
        "interface Gi0/1\n description uplink\n ip address 10.0.0.1 255.255.255.0",
        "expect \"*assword:*\"\ninteract",
        "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIO user@host",
        "$ cat /etc/passwd\nroot:x:0:0:root:/root:/bin/bash",
        "$ cat k8s/secret.yaml\napiVersion: v1\nkind: Secret",
        "TeamViewer\nPassword\nChange\nYour ID 1818 422 428",
        "TeamViewer: set a personal password under Extras > Options > Security.",
        "Ticket\nCHG587038  Password reset  In Progress  Anna\nINC2496498  TeamViewer session request  Resolved  Minji",
        "The password was reset to meet the policy.",
        "pk_live_51H8xYzAbCdEfGhIjKlMnOpQr",
        "Default region name [None]: eu-central-1",
        "{\"role\": \"text\", \"value\": \"Settings\\nDisplay\\nBrightness: 80%\"}",
        // A password's label with nothing after it, the next field's label
        // under it; Tailscale's public machine key; an account with its
        // password masked; words typed in groups of four.
        "Новый пароль:\nПодтверждение пароля:",
        "新しいパスワード:\nパスワードの確認入力:",
        "Machine key: mkey:c952a969c6612507385201be6cae836319f2cd33faf165e827dd8feed69c69bf",
        "Stored credential: CORP\\svc-backup / ******** (last changed 2024-12-18)",
        "{\"action\": \"type_text\", \"text\": \"call back soon okay\"}",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_streamers_and_a_clinics_screens_keep_their_secrets() {
    for (text, secret) in [
        ("rtmp://push.tiktokcdn.com/game/stream-2215804854497531616?expire=1758372928&sign=8f8309cd4df1f67d6070ca3188f8b85e", "8f8309cd4df1f67d6070ca3188f8b85e"),
        ("obs-cmd --websocket obsws://localhost:4444/RhDznTr7kmRfiIHO scene switch", "RhDznTr7kmRfiIHO"),
        ("YouTube Studio — Live\nストリームキー (paste in encoder)\njd15-l8zw-fqve-pqhi-inmk\n[コピー]", "jd15-l8zw-fqve-pqhi-inmk"),
        ("mcrcon -H 104.241.49.125 -P 27015 -p tilted-raid-tank-nether9 \"whitelist add x\"", "tilted-raid-tank-nether9"),
        ("echo 'R1v@g3862#' | sudo openconnect --user=lu --passwd-on-stdin vpn.example.fi", "R1v@g3862#"),
        ("{\"target\": \"iTAN Nr. 46\", \"value\": \"768570\"}", "768570"),
        ("{\"target\": \"SMC-B → PUK\", \"value\": \"89239699\"}", "89239699"),
        // A stream key as short as English's `Stream key:` reads, and one
        // with a stray mark after it.
        ("Streamsleutel: pfJB7d0K", "pfJB7d0K"),
        ("Streamsleutel: pfJB7d0K•", "pfJB7d0K"),
        ("Hemlig nyckel: ncf7BAe", "ncf7BAe"),
        ("麻薬金庫: 5416", "5416"),
        ("CPS – code de déblocage: 73646776", "73646776"),
        ("Suomi.fi: Turvakoodisi on 392636", "392636"),
        ("Passwort = \"K@rhu568!\";", "K@rhu568!"),
        ("TWITCH_OAUTH_TOKEN=q0r8m3x1k5v7b2n4c6z9l1j3h5g7f9", "q0r8m3x1k5v7b2n4c6z9l1j3h5g7f9"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a camera's RTSP path; a public ingest URL with no key;
    // HL7's empty fields; a spoiler of words; a PIN's status; a medicine's
    // code; a status and a mask; an empty field above the
    // next; an environment reference; a cabinet with no code.
    for text in [
        "rtsp://<user>:<password>@192.168.1.118:554/Streaming/Channels/101",
        "rtmp://a.rtmp.youtube.com/live2",
        "PID|1||768057^^^KIS^PI||Bianchi^Freja",
        "no spoilers please: ||the ending|| was great",
        "{\"target\": \"PIN status\", \"value\": \"blocked\"}",
        "ATC-kode R03AC02 – metformin",
        "SMTP Password: [set] ******",
        "rcon.password=\nenable-rcon=false",
        "database.password =\n# TODO: aus Vault",
        "openssl pkcs12 -in cert.p12 -passin env:P12_PASS -out cert.pem",
        "Armoire IKEA: 3 étagères",
        // A masked stream key's shown head; an app's client id, which a
        // provider's pattern reads after its name.
        "Streamschlüssel: live_613398847_Ab••••••••••••",
        "TWITCH_CLIENT_ID=q0r8m3x1k5v7b2n4c6z9l1j3h5g7f9",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_data_teams_notebooks_chats_and_consoles_keep_their_keys_and_their_counts() {
    for (text, secret) in [
        // A key handed over in a chat, in the word order of its language,
        // or shown by a console under its name.
        ("usa este token de W&B mientras tanto: 49091c34cb86008875f14f6103601e51a3a060bd", "49091c34cb86008875f14f6103601e51a3a060bd"),
        ("Аня 9:02 вот ключ W&B для общего ноутбука: 94eb71a82fc9942f1e67f09ebe2d442d785748f9", "94eb71a82fc9942f1e67f09ebe2d442d785748f9"),
        ("key Pinecone cho notebook chung đây: be1ff54d-d934-4dc2-a98b-056f395c644f 👍 1", "be1ff54d-d934-4dc2-a98b-056f395c644f"),
        ("new Label Studio key, old one got revoked: 6aabf7cc02b226b4290c0712d26cb97565f0f340", "6aabf7cc02b226b4290c0712d26cb97565f0f340"),
        ("API anahtarı: rag-prod\n6908c0c7ffc7dc66d6ccc315c00a922ace8ac65b\n[Copy]  [Done]", "6908c0c7ffc7dc66d6ccc315c00a922ace8ac65b"),
        ("APIキー: notebook-dev\n_njARRFNPbOIpHQFSSmUWFgfET3qHRUb\n[Copy]", "_njARRFNPbOIpHQFSSmUWFgfET3qHRUb"),
        // A box-drawn table's cells.
        ("│ PINECONE_API_KEY │ 3db93bc1-5190-4c66-ab54-89a8da2d585f │ active │", "3db93bc1-5190-4c66-ab54-89a8da2d585f"),
        // Formats: Kaggle's, a conda channel's, Metabase's, Tableau's.
        ("Secret value KGAT_eee4b127befda861c6c93709eca5b929", "KGAT_eee4b127befda861c6c93709eca5b929"),
        ("$ conda config --add channels https://conda.anaconda.org/t/jd-b14f0a21-b12c-4e52-8dce-45db74d66479/ml-internal", "jd-b14f0a21-b12c-4e52-8dce-45db74d66479"),
        ("先用这个 Metabase token 吧：mb_PRyMbLKbid0vucIQK6zBrJLa8/Jmo4GMGcLxsZhUIi4=", "Jmo4GMGcLxsZhUIi4="),
        ("Tableau PAT: cC/VJL9PoGb+S9iFPstUQA==:Nm5MtkIo1YaM5q13rvZpcJQ5hjg3dIU9", "cC/VJL9PoGb+S9iFPstUQA=="),
        // A card's number glued into a note's or a reservation's line.
        ("CC#4190501623010013exp0227", "4190501623010013"),
        ("FOP CCJC3528661127079362/1130", "3528661127079362"),
        // A count's call is read to its bracket; a key's is not.
        ("f(api_key=sk9aZ3kPq7Lm2Xw8Rt5Yv)", "sk9aZ3kPq7Lm2Xw8Rt5Yv"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: token counts in a call; a GPU's model; a public key's
    // comment; a dbt template; a Drive file's id; Langfuse's public key; a
    // checksum its line names; keys a word before names as another's, or
    // words between as an id.
    for text in [
        "client.chat.completions.create(model=\"llama-3.3-70b-versatile\", temperature=0.2, max_tokens=4096)",
        "Message(id='msg_01AAjEWQrjLnPNDf3WbUKKV5', usage=Usage(input_tokens=2020, output_tokens=901))",
        "|   0  NVIDIA A100-SXM4-80GB  On | 00000000:FD:00.0 Off |",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIlAM+e1boNW0ckHKScOerzeC2a4pdxCEtuilMkW0gmdP priya@gpu-box-03",
        "password: \"{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}\"",
        "Open in Colab → drive/1TIzbpzheRPCVAG4yfbQHN-a7xPKoT3OM (view only)",
        "LANGFUSE_PUBLIC_KEY=pk-lf-86393e73-0172-41d1-b7f2-c88040b370cb",
        "SHA-256 checksum of export.csv: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "Idempotency-Key: 550e8400-e29b-41d4-a716-446655440000",
        "Primary key: 550e8400-e29b-41d4-a716-446655440000",
        "key rotation commit: 6aabf7cc02b226b4290c0712d26cb97565f0f340",
        "│ RUN_ID │ 3db93bc1-5190-4c66-ab54-89a8da2d585f │ active │",
        "order ORD4190501623010013X",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_front_desks_door_safe_and_alarm_codes_are_found_in_any_language() {
    for (text, secret) in [
        // A key safe's code, three digits or a push-button safe's letter,
        // in the words of a dozen languages.
        ("Las llaves están en la caja de seguridad junto a la puerta. La combinación es A443.", "A443"),
        ("Der Schlüssel liegt im Schlüsseltresor neben der Tür. Zahlenkombination: 530 – bitte verdrehen.", "530"),
        ("De sleutel ligt in het sleutelkluisje naast de deur, code 043.", "043"),
        ("열쇠는 문 옆 키박스에 있습니다. 비밀번호 272", "272"),
        ("Anahtar kapının yanındaki anahtar kasasında, kasa şifresi 728.", "728"),
        ("Τα κλειδιά είναι στο κουτί κλειδιών δίπλα στην πόρτα, συνδυασμός C657.", "C657"),
        ("KeyNest / key box instructions for Loft 5:\n1. Find the grey key safe by the bins\n2. Enter 987\n3. Pull down the lever", "987"),
        // A door's code glued to its name, after its sign, or told with
        // the keypad it is typed on.
        ("ENTRYCODE88529", "88529"),
        ("door code26777✓", "26777"),
        ("현관비번3209입니다", "3209"),
        ("玄関の番号は3210です", "3210"),
        ("🚪➡️1373⏎", "1373"),
        ("Entry:\n   59873\nthen turn the handle", "59873"),
        ("Buenas Tom, para entrar al portal marca 2248 en el teclado y espera el pitido.", "2248"),
        ("self check-in: the building door opens with 640764#, your apartment is Loft 5", "640764"),
        ("Pozdrav João, šifra ulaznih vrata je 670950. Apartman Apt 3B je na prvom katu.", "670950"),
        ("مرحباً Ana، رمز باب المدخل هو 985034. الشقة Flat 2F", "985034"),
        // A code whose name says what it opens, many words before it.
        ("Hi team, the alarm disarm code for 906 Cedar Ln is 2757 — enter it within 30s.", "2757"),
        ("Yale Access / August: Guest entry code for Apartment Nr. 7 — 71737134 (valid during your reservation only)", "71737134"),
        ("Seam Connect › Access code issued\ndevice: kwikset_halo\ncode: \"154893\"\nname: \"Guest\"", "154893"),
        // A table of doors' codes, on its lines or flattened onto one.
        ("| Unit | Lock | Door code | Checkout |\n|---|---|---|---|\n| Loft 1B | TTLock | 498935 | 10:00 |", "498935"),
        ("| Logement | Serrure | Code | Départ | |---|---|---|---| | Loft 6B | keypad | 6134 | 11:00 | | Loft 7B | TTLock | 6125 | 10:00 |", "6125"),
        // (Text glued before the table's first `|`, as a quote's mark.)
        ("»| Unit | Lock | Door code | |---|---|---| | Loft 1B | TTLock | 498935 |", "498935"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a meeting's number named its access code; a key safe's
    // model; a product's code in a flattened table with no lock; three
    // digits after a code's word with no safe named; an entry's date.
    for text in [
        "Webex meeting number (access code): 2557 483 8273 Host: Tom Becker",
        "Master Lock 5400D key safe, 4-digit combination, wall mounted",
        "| Product | Code | Price | |---|---|---| | Tea | 4711 | 3.50 |",
        "Server returned code 404 for the request.",
        "Gate code last changed 2024-05-01 by the manager.",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn an_ocr_tools_lines_in_a_json_array_are_read_as_the_screens_lines() {
    for (text, secret) in [
        (
            r#"{"ocr": {"lines": ["TeamViewer", "Your ID", "1661 192 130", "Password", "V6LRUikF", "Control Remote Computer"], "confidence": 0.85}}"#,
            "V6LRUikF",
        ),
        (
            r#"{"ocr": {"lines": ["RustDesk", "ID", "355 879 475", "One-time Password", "ljuuoe", "↻"]}}"#,
            "ljuuoe",
        ),
        (
            r#"{"lines": ["tacacs server ISE-01", " address ipv4 10.10.1.20", " key 7 132D191406415D7B7873"]}"#,
            "132D191406415D7B7873",
        ),
        // The tool's result as a JSON string inside the call's JSON.
        (
            r#"{"tool": "ocr", "result": "{\"lines\": [\"TeamViewer\", \"Password\", \"V6LRUikFq2\", \"Control\"]}"}"#,
            "V6LRUikFq2",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: an array of keys to press, an unclosed array, one string.
    for text in [
        r#"{"action": "press_key", "keys": ["cmd", "shift", "4"]}"#,
        r#"{"lines": ["Password", "V6LRUikF"#,
        r#"{"lines": ["Password: see the vault"]}"#,
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_finance_teams_approval_codes_sign_ins_and_statements_are_read_as_a_person_reads_them() {
    for (text, secret) in [
        // A hardware token's response, shown or told; a code that approves
        // a payment, many words (and a batch's id) before it.
        ("Carlos Méndez: el token muestra 393757 — quick, before it rolls over", "393757"),
        ("Deutsche Bank Autobahn — Login N° de série: RSA-13193537 Token response: 47635218 Sign in", "47635218"),
        ("Nordea Corporate Netbank — Login Antwortcode: 154901 Anmelden", "154901"),
        ("MUFG BizSTATION: il codice OTP per autorizzare la distinta LOT-33039 è 524557", "524557"),
        ("UniCredit Business Net: kod SMS do autoryzacji paczki LOT-49854 na kwotę 1 409 743,18 DKK: 034972", "034972"),
        ("Komerční banka MojeBanka Business: o código para aprovar o lote SAMMLER-81775 é 87906773", "87906773"),
        ("Hyväksy maksuaineisto LOT-75390 koodilla 420857", "420857"),
        ("Barclays iPortal: use 63931274 to approve payment batch LOT-91985 (71,624.42 CNY).", "63931274"),
        // A URL's password pasted raw, with `@` or `?` in it.
        ("sftp://fjallbo_h2h:@a0aZFudPMz$$uc1iO5=w@sftp.ebics.bnpparibas.com:22/outbound/pain001/", "a0aZFudPMz"),
        ("sftp://NWL_H2H_01:GveA?IvvGY!62@sftp.mft.otpbank.hu:22/outbound/pain001/", "IvvGY!62"),
        // A secret key that starts with `/`, its segments all random; a
        // key handed over in Polish.
        ("AWS S3 bank-statements bucket salainen avain: /OwPT5/j0a9J0EQKeH/skLf3yCrzO8FIhtEdgIA0", "skLf3yCrzO8FIhtEdgIA0"),
        ("Przesyłam klucz tajny do AWS S3 bank-statements bucket: /FjZ974tyINJsdaZOSN28o2i78RjYAos8brD77Kd — proszę nie przekazywać dalej.", "FjZ974tyINJsdaZOSN28o2i78RjYAos8brD77Kd"),
        // A product key, recovery codes and a card named in other languages.
        ("DATEV Kanzlei-Rechnungswesen — Produktschlüssel STAQZ-2ESZB-ERMWF-VJPRF-21OO1", "STAQZ-2ESZB-ERMWF-VJPRF-21OO1"),
        ("Deutsche Bank Autobahn — Helyreállító kódok 12172 14400 11014 72365", "14400"),
        ("Soldo — Virtuális kártya Hannah Fischer 3425 942123 16474 Lejárat 02/28 CID 0207", "942123"),
        // An Adyen key whose last part holds `<` and `@`.
        ("Adyen: AQEmzhmfxui5Y9dPDaWv9TREfTE6pHvwyjVZ4ExmKPk2zyMJJmdgWd7qOj4wuc9Za4u2UpZEL/Qkk+7uxgwNfltgK+NO9o+==-rHC+osJxafmyZdCD2E/iAlQ7RUo1rUuRM2nib3JEJYn=-9uPLvZWlC2g<@Or8 done", "9uPLvZWlC2g"),
        // PagerDuty's `routing_key` is still a secret.
        (r#"{"routing_key":"R0e2e2528ee20c882cae7acb30c1acd7"}"#, "R0e2e2528ee20c882cae7acb30c1acd7"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a bank statement's fields; a filing's receipt; a legal
    // entity's id; a payment's and an action's ids; a token's serial
    // number; a public API key; a file's path under a secret's label; a
    // code's word with no code.
    for text in [
        ":20:STMT963322\n:25:KOMBCZPP/9727913970\n:61:2604130413D32728,74NTRF4580909049//8RZB70XE8XHVZHOM\n:86:166?00SEPA-UEBERWEISUNG?20EREF+4595871136?30DEUTDEFFXXX?31SE3255664474625862924007",
        "ELSTER — Übermittlung erfolgreich\nTransferticket: ky59l18h4a0oul5v7jn7v856di",
        "LEI: 5QJRS6X6VGWPGSBMDE93",
        "Checkout.com — Payment pay_wlkmqc0lxas0vw1dh79irpos8w\nAction act_e6bvm77q2yzxkivkgloj9ocdxd\nCaptured",
        "Token serial number: VDS-58970439 (assigned to Priya Nair)",
        "Revolut Merchant — Public API key: pk_Wti0Xf2cO4JSVhNNQk63f8ioz932DFvvRQpuR4Lxtvqzr4Cy",
        "Secret key: /Users/Ada/keys/k1.pem",
        "Enter the OTP from your token to approve the batch.",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

#[test]
fn a_schools_quoted_replies_wifi_cards_meeting_codes_and_share_links_keep_their_secrets() {
    for (text, secret) in [
        // A mail's quoted reply: a label quoted above its value, a line
        // that points below.
        ("Re: db access\n> password below\n>\n> tnrzt0I9OQ\n>\nThanks, got in!", "tnrzt0I9OQ"),
        ("Re: Dataverse access\n> token below\n>\n> 9e7c15ad-0a53-4302-9611-cd30a7fc7914\n>\nThanks, got in!", "9e7c15ad-0a53-4302-9611-cd30a7fc7914"),
        ("Re: Jamf\n> Password:\n>\n> k1!@@iabj3!0QIB\n>\nThanks", "k1!@@iabj3!0QIB"),
        (">PIN:\n>4821", "4821"),
        // A Wi-Fi network's name, then its key in the words of any language.
        ("Wi-Fi v posluchárně: Biblioteca-Wifi, klíč 6526980883", "6526980883"),
        ("报告厅Wi-Fi：MSU-Guest，密钥 OhO8TLL7bUD5b9dha", "OhO8TLL7bUD5b9dha"),
        ("Wi-Fi in the lecture hall: eduroam-guest / key 59B33F2C15435B5C92CFED4622", "59B33F2C15435B5C92CFED4622"),
        // An accessibility dump's `AXValue` under its `title`; an `Edit`
        // control's value.
        ("AXTextField title=\"password\" AXValue=\"BanZdTyWWael\" (window: campus)", "BanZdTyWWael"),
        ("Edit \"password\" value=\"k1!@@iabj3!0QIB\" Button \"Sign in\"", "k1!@@iabj3!0QIB"),
        // Meeting and copier codes; an Overleaf project's share links.
        ("BigBlueButton room \"Lab meeting\" — access code YjI3KN (moderators: 2)", "YjI3KN"),
        ("Zoom मीटिंग में शामिल हों मीटिंग ID: 203 2111 0889 पासकोड: 7dEKpYxkhF", "7dEKpYxkhF"),
        ("Copier code for the Maths department: 00260 — please don't share with students", "00260"),
        // A sign-in's code, its service named after its label; a door's
        // code, a room's number among the words before it.
        ("Code de connexion Google : 893763. Ne le communiquez à personne.", "893763"),
        ("Inloggningskod för GitHub: 300847. Dela inte koden.", "300847"),
        ("De deurcode van practicumlokaal E-179 is 5485.", "5485"),
        ("Le digicode de la salle 5.16 est 83884.", "83884"),
        ("Anyone with this link can edit this project https://www.overleaf.com/4110769862vkcpjpwohuvl#de54da", "vkcpjpwohuvl"),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
    // Controls: a quoted reply with no secret; a table pointed below; a
    // Wi-Fi's key management; a code still required; an Overleaf project
    // (a login opens it); a placeholder in brackets; a password named as
    // another one; an item's key; a placeholder in a query.
    for text in [
        "> quoted text\n> nothing here\nreply",
        "See the table below\n\nName  Size",
        "WLAN / Key Management: WPA2-Personal",
        "BigBlueButton: access code required to join",
        "https://www.overleaf.com/project/64b7f0c2e4b0a1d2c3e4f5a6",
        "Client secret: [enter client secret]  # step 3",
        "Mot de passe : celui de votre ENT",
        "Zotero item key: YLGXHS6V",
        "Der Türcode für das Labor 2024 ist neu.",
        "Le digicode de la salle 5.16 est changé.",
    ] {
        assert_eq!(redact(text).text, text);
    }
}

/// Each case's secret is gone from its text's redaction.
fn hidden(cases: &[(&str, &str)]) {
    for (text, secret) in cases {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
    }
}

/// Each text comes back from redaction unchanged (a negative control).
fn kept(texts: &[&str]) {
    for text in texts {
        assert_eq!(redact(text).text, *text);
    }
}

#[test]
fn citizen_portals_and_hr_screens_keep_their_secrets() {
    hidden(&[
        // A table framed in box-drawing lines, its door column beside the
        // codes; psql's table under its `----+----` rule.
        ("┌────────┬────────────┬────────┐\n│ Site   │ Door       │ Code   │\n├────────┼────────────┼────────┤\n│ Lyon   │ Staff door │ 528456 │\n└────────┴────────────┴────────┘", "528456"),
        ("  id  |   username   | initial_password | must_change\n------+--------------+------------------+-------------\n 1000 | connor.walsh | JfGgFW3rXK       | t\n(1 row)", "JfGgFW3rXK"),
        // Recovery codes a line each, under the site's advice.
        ("GitHub – Backup codes for the admin account (hr@kestrel.org)\nKeep these somewhere safe. Each code can be used once.\n8311 5374\n8075 3934\n2241 7367\nGenerated 2024-04-05", "8075 3934"),
        // Another language's verb after a password's or a PIN's name and
        // the words about it.
        ("Pai, a senha do gov.br ficou 37Lisboa#Q4. Para o INSS é a mesma.", "37Lisboa#Q4"),
        ("Ma, la clave fiscal de AFIP quedó 10Girasol&N0 (nivel 3).", "10Girasol&N0"),
        ("Kata sandi DJP Online bapak sudah saya ganti jadi Merapi.melati730", "Merapi.melati730"),
        ("妈，个税App的登录密码我改成了 M0lihu@73&，别告诉别人。", "M0lihu@73&"),
        ("eParaksts mobile PIN1 kods ir 7597. Nevienam to nesaki!", "7597"),
        ("Cześć Agnieszka, Twój PIN do rejestratora czasu pracy to 06869.", "06869"),
        ("Hola Diego, tu PIN para fichar en el terminal es 23812.", "23812"),
        ("Hallo Moritz, deine Stempel-PIN für das Zeiterfassungsterminal lautet 205273.", "205273"),
        ("Nonna, il codice PosteID per confermare gli accessi è 196557.", "196557"),
        ("INPS — Il tuo PIN dispositivo completo è Y4AK2OZ3ANGWLJ9I. Conservalo.", "Y4AK2OZ3ANGWLJ9I"),
        // What the code is for in brackets; a room's number among the
        // words; a sign-in product named `...ID`.
        ("Mobiil-ID PIN2 (allkirjastamiseks): 52077 — ära kellelegi ütle", "52077"),
        ("マイナンバーカードの暗証番号（数字4桁）は 9057 です。", "9057"),
        ("Le code reçu par SMS (impots.gouv) : 7 1 4 6 7 7", "7 1 4 6 7 7"),
        ("Portkod till Försäkringskassans kontor, plan 3: *2154. Larmet", "2154"),
        ("Your new voicemail PIN for extension 4200 is 300709.", "300709"),
        ("Passord til BankID: 37Lofoten.K1 — brukes på skatteetaten.no", "37Lofoten.K1"),
        ("पापा, डिजिलॉकर का MPIN 632816 है, किसी को मत बताना।", "632816"),
        ("093522 is OTP for Aadhaar (XX8558) authentication.", "093522"),
        // A provider's scheme before the key in `Authorization`.
        ("curl -H \"Authorization: KakaoAK cae5ddd4b5bfb2407be9c49eaa382c7f\" https://x", "cae5ddd4b5bfb2407be9c49eaa382c7f"),
    ]);
    // Controls: a form's state or rule where its value would be, in other
    // languages; a length; a price; a masked token; a Secret's key name;
    // a document's public verification code; an XML signature's digest; a
    // job's key; RFC 7617's example; notices' numbers; a code sent to a
    // number; a count after a code's words.
    kept(&[
        "Token: abgelaufen\nGültig bis: 13.07.2023",
        "Hasło: zablokowane po 3 nieudanych próbach.",
        "Mot de passe : à définir lors de la première connexion",
        "Política de contraseñas: mínimo 14 caracteres, con al menos un número.",
        "Пароль: не задан.",
        "暗証番号：ロック中（窓口で初期化してください）",
        "PIN-Länge: 6 Ziffern; Transport-PIN: 5 Ziffern; PUK: 10 Ziffern",
        "Gebühr Reisepass: 70,00 €",
        "Token: ghp_…7d63830 (scade il 08/01/2023)",
        "secretKeyRef:\n  name: ats-sync-credentials\n  key: greenhouse_api_key",
        "CSV (Código Seguro de Verificación): KSMJNF618RKHYRM0Z3HNX9SC",
        "Codice di verifica del certificato anagrafico: BSWI-USDY-T39T-UGS2",
        "<ds:DigestValue>AX781CpwytNqekf3h10RCkG0vE1QlYQVJZLsXdxjplg=</ds:DigestValue>",
        "Indeed job key: cf029ef3a68bfaaf",
        "Example: Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== (RFC 7617)",
        "Codice avviso: 3252498844988713973",
        "I sent the code to 0412 555",
        "Source code for version 1.2: 5678 lines",
        "Armoire IKEA: 3 étagères",
    ]);
}

#[test]
fn handouts_links_and_compound_codes_keep_their_secrets() {
    hidden(&[
        // A generator's passphrase of capitalised words after its label.
        ("Wi-Fi de invitados: Grupo-Guest Clave: Basil Falcon Cinder Willow Sonnet", "Basil Falcon Cinder Willow Sonnet"),
        // A handout's network, then its key with no mark between.
        ("Onboarding pack p.3 — Wi-Fi Network Kestrel-Staff Key Str17Fiets!B", "Str17Fiets!B"),
        // A compound code's name, then what it opens, then its `:`.
        ("Larmkod personalingången: 826045", "826045"),
        ("Zugangscode für Ihren Arbeitsvertrag (DocuSign): XUMEGD Den Link", "XUMEGD"),
        // (Glued after `_` or a digit: the attack on prefixes found these.)
        ("id_Larmkod personalingången: 826045", "826045"),
        ("1Zugangscode für Ihren Arbeitsvertrag (DocuSign): XUMEGD Den Link", "XUMEGD"),
        ("id_093522 is OTP for Aadhaar (XX8558) authentication.", "093522"),
        ("Hoi Daan, je pasje ligt bij de receptie. Pincode voor de zij-ingang: 9461", "9461"),
        ("رمز التحقق الخاص بك في UKG Pro هو 773700. لا تشاركه مع أي شخص.", "773700"),
        // A link's token under a one-letter name; a Teams passcode in
        // German.
        ("Click to sign: https://app.hibob.com/offer/accept?t=UIN8hjm3dt7Pr65Fg3zR07j8S29ooEYD7M5V6CzOhezBYnkJ&lang=en", "UIN8hjm3dt7Pr65Fg3zR07j8S29ooEYD7M5V6CzOhezBYnkJ"),
        ("Vorstellungsgespräch (Teams) Besprechungs-ID: 143 7359 9956 Kennung: 06492025", "06492025"),
    ]);
    // Controls: a network's key management; a public compound before
    // words; a voucher; a label's words in title case; a link's time and
    // page; an identifier named `Kennung` alone.
    kept(&[
        "Wi-Fi Network Home Key Management",
        "Postcode kantoor Amsterdam: 1012",
        "Gutscheincode für Ihren Einkauf: SAVE2024",
        "Password: Forgot Your Password Here",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s",
        "https://example.com/list?k=2&t=1700000000",
        "Kennung: 4711-AB (Kundennummer)",
    ]);
}

#[test]
fn logistics_screens_keep_their_secrets_and_their_public_numbers() {
    // A chat's answer under a question that names a password by its
    // short form, its author's name before it and a word between.
    hidden(&[
        ("Thorsten García: wie ist das PW für Samsara?\nSven Ionescu: moment\nSven Ionescu: spedition9236*29", "spedition9236*29"),
        ("Mónica Silva: ¿cuál es la contraseña de Teleroute?\nJavier Brooks: un momento\nJavier Brooks: +dispo76of\nMónica Silva: 👍", "+dispo76of"),
        // EDI envelopes' passwords: X12's authorization and security
        // information, EDIFACT's recipient's password.
        ("ISA*03*WCQDXVX1MG*01*QDLMC5XQVG*ZZ*LONESTARDRY *ZZ*HOMEDEPOT *241016*1653*U*00401*457960029*0*P*>~", "WCQDXVX1MG"),
        ("ISA*03*WCQDXVX1MG*01*QDLMC5XQVG*ZZ*LONESTARDRY *ZZ*HOMEDEPOT *241016*1653*U*00401*457960029*0*P*>~", "QDLMC5XQVG"),
        ("UNA:+.? '\nUNB+UNOC:3+NBLGEDI:14+RHENUS01:14+240817:1111+23896199+SQZQIXKV:AA+IFTMIN'\nUNH+1+IFTSTA:D:01B:UN'", "SQZQIXKV"),
    ]);
    // Controls: a container's and a customs declaration's numbers typed;
    // goods' tariff codes; a card's last digits; a device's model; an SSH
    // key's file; an error's code; AS2's digest; IPFS's and a DID's ids;
    // states; an answer in a chat that asked no secret.
    kept(&[
        "{\"action\": \"type\", \"text\": \"BMOU2471017\"}",
        "ISA*00*          *00*          *ZZ*NBLGFREIGHT    *ZZ*WALMARTEDI     *241110*1510*U*00401*068730770*0*P*>~",
        "UNB+UNOC:3+3760120185250:14+3760123302982:14+250212:1312+17949263'",
        "{\"action\": \"type\", \"text\": \"24NL2DY60Z57FFRZQA\"}",
        "Déclaration en douane Code NC: 8471 13 00 Valeur en douane: 22754,27 EUR",
        "Customs declaration Commodity code: 8471 19 43",
        "Zgłoszenie celne Kod CN: 8471 10 00",
        "PIN reset requested for card ending 4821",
        "PIN pad model 4821",
        "Authentication: Public key\nKey: id_ed25519_edi (fingerprint SHA256:TC/jFf2NhRU1z8YUrEwVtGKmLoQAQKtcKr2dUeUREqJ)",
        "Portbase – Login\nE_PIN_BLOCKED: Kartensperre nach 3 Fehlversuchen",
        "Received-Content-MIC: 5XWmBaD3RfKc2JkS9hN1pQ7vL0tY8uZeA4oIxGwMnCs=, sha-256",
        "IPFS CID: bafybeiylvpe37atdfnv74msrclqxsptx3uuspxrw30psa60g40haxmllfz",
        "Bluesky DID: did:plc:ltr9h6cs29bsm8en9cjr9bxf",
        "API key: revoked",
        "Passwort: nicht gesetzt",
        "Anna: did you get the boarding pass?\nBen: yes",
    ]);
}

#[test]
fn a_newsrooms_codenames_passphrases_and_values_told_first_are_found() {
    hidden(&[
        // A SecureDrop source's codename.
        ("Source login\nEnter your codename\narea atlas chase cameo aloft aged bacon\n[ CONTINUE ]", "area atlas chase cameo aloft aged bacon"),
        ("my securedrop codename (source side, test run): baton chuck brick chant chess bud chest", "baton chuck brick chant chess bud chest"),
        // A passphrase's name in French and Japanese; a note in brackets
        // between a password's name and its `:`; a combination in French.
        ("Encryption: AES-256 パスフレーズ: sz1kCuGJ-0D6Qg-0 Stream ID: #!::r=live/x", "sz1kCuGJ-0D6Qg-0"),
        ("Phrase secrète: 9m3vIlXTsrTyU2x_ Stream ID", "9m3vIlXTsrTyU2x_"),
        ("Mot de passe du disque chiffré (documents source) : quokka6371!FWG", "quokka6371!FWG"),
        ("Casier 14 du local technique : combinaison 8317", "8317"),
        // A value told first, then called the new password or code.
        ("P1g30n!Bison43 — das ist das neue Passwort für den Redaktions-Account", "P1g30n!Bison43"),
        ("「PMWT.mjmu.8921」が新しいパスワードです（編集部共有アカウント）", "PMWT.mjmu.8921"),
        ("[19:20] Dispatch: 656304, c'est le nouveau code du portail à partir de lundi", "656304"),
        ("Planning (08:10): 06655 to nowy kod do bramy od poniedziałku", "06655"),
    ]);
    // Controls: a codename that is a project's name; prose about a new
    // password; a year before `the new code`.
    kept(&[
        "Project codename: Falcon (launch in May)",
        "Click here to set a new password",
        "Version 2024 has a new password policy",
        "2024 is the new code freeze year",
    ]);
}

#[test]
fn field_technicians_and_agents_screens_keep_their_secrets() {
    hidden(&[
        // A CSV's and a job's JSON's code named by what it opens.
        ("site_id,address,panel,alarm_code\nATA-575,Via Roma 3,Ajax,see key safe\nRMC-141,Unit 7 CTE,Texecom,61995", "61995"),
        ("{\"job_id\": \"AUF-24-96699\", \"access\": {\"alarm_code\": \"490931\", \"contact\": \"Site manager\"}}", "490931"),
        // A padlock's German combination; a mailbox's lock turned to it.
        ("Vorhängeschloss Container 2, Zahlenkombi 3748", "3748"),
        ("Mailbox: combination lock, turn to 4318", "4318"),
        // A modem's label: its SSID's line, then its key's.
        ("Label on 4G modem (cabinet MCC-2):\nSSID HAB-M2M\nKEY Lantern-Harbour-4265", "Lantern-Harbour-4265"),
        // A plan types a value after it focuses a password's field.
        ("Plan: 1) click the Password field on the Intralinks login page 2) type FAL452pebble. 3) press Enter", "FAL452pebble"),
        // A gate's code in Hebrew; a door's in Korean with the keypad's `*`.
        ("היי Mehmet, קוד השער לחניון הוא 0077#. המפתחות אצל השוער.", "0077"),
        ("현관 비밀번호는 653276* 입니다.", "653276"),
        // A code's name and words, then `=` or a question's arrow;
        // Romanian's `codul` and `PIN-ul`, Polish's `kodem`; a trailer's
        // plate among the words (no verb read in English's `on`).
        ("code poort = 0524", "0524"),
        ("what's the gate code at Hamburg? → 6295", "6295"),
        ("Codul de la lacăt la semiremorca 4FZY554: 674650 15:30", "674650"),
        ("id_Codul de la lacăt la semiremorca 4FZY554: 674650 15:30", "674650"),
        ("Disponent PIN-ul de la cardul de combustibil: 040849. Nu-l scrie pe card.", "040849"),
        ("Tablet w kabinie odblokujesz kodem 72150", "72150"),
        ("Signal Dispatch Combo for the trailer lock on 6PCF327: 29556 22:15", "29556"),
    ]);
    // Controls: a CSV's public columns; a plan that names no value; a dial
    // turned to a number with no code named.
    kept(&[
        "site_id,address,panel,zip_code\nRMC-141,Unit 7 CTE,Texecom,61995",
        "Click the password field and type your password",
        "Turn the thermostat dial to 2150 for the night",
        "error code = 404",
        "source code -> 2024 release",
        // A headline typed (its first word is no password); a webhook
        // whose secret part is masked.
        "{\"action\": \"type\", \"target\": \"Headline\", \"text\": \"Hochwasserlage entspannt sich langsam\"}",
        "Webhook URL: https://hooks.slack.com/services/TA01L18KC/BCLCX4RMF/••••••••",
        // How a password will come, a reset state in Chinese and Korean;
        // an error's code in brackets after a failure.
        "Hasło: zostanie wysłane osobnym mailem",
        "Contraseña: la recibirá por SMS",
        "密码：已重置",
        "비밀번호: 변경 필요",
        "Authentifizierung fehlgeschlagen (Code 4011)",
        "OTP delivery failed (code 30007)",
    ]);
    // (And a value typed with Enter, or before the command's next step, is
    // still the whole text typed.)
    hidden(&[
        (
            "{\"action\":\"type\",\"text\":\"Quartz-Maple23\\n\"}",
            "Quartz-Maple23",
        ),
        (
            "adb shell input text Q8zkL2mPx9 && adb shell input keyevent 66",
            "Q8zkL2mPx9",
        ),
        // (A code in brackets with no failure named is a code.)
        ("Front door (code 4821)", "4821"),
        ("Contraseña: la2024!x", "la2024!x"),
        (
            "https://hooks.slack.com/services/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",
            "q8ZkL2mPx9Vb7Tn3Wc6Yd5Hf",
        ),
    ]);
}

#[test]
fn game_studios_and_clinics_keep_their_secrets() {
    hidden(&[
        // Build tools' passwords and tokens on their command lines.
        ("p4 -p ssl:perforce.studio.dev:1666 -u buildbot -P LanJMHV5z71% sync //depot/main/...", "LanJMHV5z71%"),
        ("steamcmd +login mateus_builds chair-clerk-captain-accident84 +run_app_build app.vdf +quit", "chair-clerk-captain-accident84"),
        ("./srcds_run -game csgo +map de_dust2 +sv_setsteamaccount D342FD69B13FA88C3238CE13388E30E9 -net_port_try 1", "D342FD69B13FA88C3238CE13388E30E9"),
        ("xcrun altool --upload-app -f build/App.ipa -u release@example.com -p fqch-pbjv-wgjd-onkc", "fqch-pbjv-wgjd-onkc"),
        ("$ p4 tickets\nperforce.example.net:1666 (builduser) 4316AB39E144079CE1733185C7EBB95F", "4316AB39E144079CE1733185C7EBB95F"),
        // A stream key by its variable's name and after Polish's verb.
        ("KICK_STREAM_KEY = \"sk_us-west-2_n3fPwMEz1IE3\" # TODO move to vault", "n3fPwMEz1IE3"),
        ("nowy klucz transmisji to GgyAxhn778", "GgyAxhn778"),
        // Words after `for` name what a password opens, not a property.
        ("@here new password for the raid-helper web panel: SHADow843!", "SHADow843!"),
        // A typed value with JSON's escapes; typing calls in Python's form.
        ("{\"action\":\"type\",\"text\":\"zaBOfz\\\"O42\\\\1dkJ\",\"target\":\"AXSecureTextField\"}", "zaBOfz\\\"O42\\\\1dkJ"),
        ("computer.type(\"152082\") # into Epic field", "152082"),
        ("type(\"Visite@Radiology19\") press(Enter)", "Visite@Radiology19"),
        // A key's label in other languages, then `=`, a particle or a space.
        ("APIキー = Ember$204RO", "Ember$204RO"),
        ("[11:24] ana: токен a579cbd8f4cabd9b91c4488dd4637245 если что", "a579cbd8f4cabd9b91c4488dd4637245"),
        ("[08:13] alex: ส่ง คีย์ API ให้ AB8E2957AEDD0E04866399B5E538AA5E", "AB8E2957AEDD0E04866399B5E538AA5E"),
        ("APIキーは 7BRPD8K1B6BL74ED です", "7BRPD8K1B6BL74ED"),
        // Backup codes on one line, the first with no digit; after
        // Vietnamese's verb; a game's key in French.
        ("Discord — Backup codes lcjvcbwt ftoqwg4h rqsak4pl wkpsvkfh 37mnpq2b mjw6i08a", "lcjvcbwt"),
        ("Mã dự phòng là ABQMHE9E47 nhé", "ABQMHE9E47"),
        ("clé du jeu : 845TPPEKGR647RU6 (Nintendo eShop)", "845TPPEKGR647RU6"),
        // Estonian's and Finnish's code words; a word naming what a
        // password opens before its colon; Greek's and Finnish's labels.
        ("Apteegi seifi kood: 998930", "998930"),
        ("Kanta-palvelut: kertakäyttöinen tunnuslukusi on 290096. Älä luovuta sitä.", "290096"),
        ("Tere! Sinu ajutine parool haiglainfosüsteemi: Kevad05/24", "Kevad05/24"),
        ("Όνομα χρήστη: ktamm Συνθηματικό: sTATION_55@ Σύστημα: ΗΔΙΚΑ", "sTATION_55@"),
        ("Varmuuskopion salauslause (tallenna turvallisesti): velho-hirvi-kuusi-polku-ilta", "velho-hirvi-kuusi-polku-ilta"),
        // French quotes; a basic auth's user and password; a password
        // that ends in `?` is no question.
        ("Je vais saisir le mot de passe « ?bleu4906 » dans le champ", "?bleu4906"),
        ("Basic auth for the lab results viewer: user labview / $bleu2579", "$bleu2579"),
        ("password: wgKFiPMIjJB?", "wgKFiPMIjJB?"),
        ("{\"text\": \"wgKFiPMIjJB?\", \"element\": \"Password\"}", "wgKFiPMIjJB?"),
        // Code that joins the scheme and a literal token; a label broken
        // by a line's hyphen; a value told first, then named in Italian.
        ("session.headers['Authorization'] = 'Bearer ' + '2f233f8ed0c86a3c010e1a15ecd7e27f'", "2f233f8ed0c86a3c010e1a15ecd7e27f"),
        ("Epic Hyperspace Log In User ID abecker Pass- word Vq7?pelle Department ED", "Vq7?pelle"),
        ("*pharma1850 — questa è la password del Wi-Fi reparto", "*pharma1850"),
        // A key safe's code by its JSON key; a charge point's and a
        // LoRaWAN device's keys by their names; a note in brackets
        // between a label and its value.
        ("{\"access\": {\"keybox_code\": \"066143\", \"contact\": \"Site manager\"}}", "066143"),
        ("set OCPP security profile 2, AuthorizationKey=2A11CFB2C3A929EA, reboot OK", "2A11CFB2C3A929EA"),
        ("environment: - LORA_APPKEY=C4D7178B1BBD667492C1DDE000CF022F", "C4D7178B1BBD667492C1DDE000CF022F"),
        ("FRITZ!Box 7590 WLAN-Netzwerkschlüssel (WPA2) P3Lcia89sxjUEuaPIBt", "P3Lcia89sxjUEuaPIBt"),
        // A label spelled with Cyrillic look-alikes; a container's
        // release PIN of capitals; Hungarian's compound code; Polish's
        // `with the password`.
        ("Pаsswort: +verona1335av", "+verona1335av"),
        ("Раsswоrd: Kyiv_Frac19", "Kyiv_Frac19"),
        ("Container: HLXU1862779 Terminal: PSA Europa Terminal Pincode: JGMMGP Geldig t/m: 31-12-2024", "JGMMGP"),
        ("Foxpost: Csomagod megérkezett az automatába. Nyitókód: 902916", "902916"),
        ("Plan: otworzyć DKV Cockpit, zalogować się jako p.kowalski hasłem Tir84?Res, pobrać raport.", "Tir84?Res"),
        // A password's name, then a value whose pieces read as words
        // (`at`); a slash's short names in other languages; a user and
        // `pass` with no mark between; an arrow of a dash.
        ("كلمة المرور G9EWPBPR3at1", "G9EWPBPR3at1"),
        ("Inlog Resy OS voor het weekend: info@pension-sonne.de / ww Tapas.7970FB", "Tapas.7970FB"),
        ("Expedia EQC credentials for Beds24: user XML_80186 pass 0255cb0e2dbdd4cd40d8eb1bddd4aaf7", "0255cb0e2dbdd4cd40d8eb1bddd4aaf7"),
        ("שם משתמש: kitchen קוד לתיבת המפתחות —> 097953", "097953"),
        // A code after `=` with spaces, in quotes, in two halves of four;
        // a key safe that opens with a code, in Dutch and Greek.
        ("Alarm code = 7896", "7896"),
        ("Hi, Use this code to log in: 4960-0801 If you didn't request this, ignore this email.", "0801"),
        ("Hoi Minh! Het sleutelkastje naast de ingang gaat open met 6601. Jullie kamer is 397.", "6601"),
        ("Η κλειδοθήκη δίπλα στην είσοδο ανοίγει με τον κωδικό 8982.", "8982"),
        // Twilio's client with its token; a typed key sequence; a PSK.
        ("client = Client(\"ACb08867fd4e4d7e3f0f3cc8d72e1d4891\", \"e1ac1cff8c6cbee851e5fe95da1a94cb\")", "e1ac1cff8c6cbee851e5fe95da1a94cb"),
        ("{\"action\":\"key_sequence\",\"keys\":\"Vela.0357YR\\n\",\"note\":\"unlock POS\"}", "Vela.0357YR"),
        ("SSID Personal-WLAN / PSK UoMTIRVYkNTXRfTl (solo personal)", "UoMTIRVYkNTXRfTl"),
        // A terminal's table flattened onto a line; Catalan's and
        // Norwegian's code sentences; Swahili's and Romanian's passwords;
        // a mixed-case value after a password's words.
        ("+---------+------+ | Room | Code | +---------+------+ | LAB-836 | 1318 | | LAB-543 | 1840 | +---------+------+", "1318"),
        ("Recordeu: el codi de la porta del laboratori de química és 2383", "2383"),
        ("Chen Wei · 21:12 Dørkoden til laben er 27246 fra mandag.", "27246"),
        ("Nenosiri la mtihani kwenye Moodle: 84Mbphcc", "84Mbphcc"),
        ("Parola temporară pentru platforma e-learning este Aftx-5506-MRq. Schimb-o.", "Aftx-5506-MRq"),
        ("Tomáš Novák · 12:48 Passord til eksamen i Inspera: DByYCvJE", "DByYCvJE"),
        // A car radio's code column; attributes quoted with `'`; a
        // padlock's and a console's passkey; Yoruba's, Amharic's and
        // Swahili's passwords; Urdu's code; a password that changed to a
        // value; recovery words named in Spanish.
        ("| Plate | Model | Radio code | |---|---|---| | LO34 LUN | Golf VII | 3544 |", "3544"),
        ("[window] Tesla Account [edit] name='Benutzername' value='claims.desk' [edit] name='Kennwort' value='Kaiser_ir51#' [button] name='Anmelden'", "Kaiser_ir51#"),
        ("Padlock on the kit shed: 4091. Don't tell the U12s", "4091"),
        ("Xbox Family settings → passkey for purchases: 7042", "7042"),
        ("Ọ̀rọ̀ aṣínà Wi-Fi ìjọ: sfFLfZg3vpKW", "sfFLfZg3vpKW"),
        ("የዋይፋይ የይለፍ ቃል: u3ljFXfJATAc", "u3ljFXfJATAc"),
        ("Nenosiri la Wi-Fi ya kanisa ni WpTRz7o2uT9eXtMOu3", "WpTRz7o2uT9eXtMOu3"),
        ("آپ کا تصدیقی کوڈ 87491103 ہے۔ کسی کو مت بتائیں۔", "87491103"),
        ("Oi pessoal, a senha da conta da Netflix da família mudou pra Familia%4392T", "Familia%4392T"),
        ("Palabras de recuperación (guardar offline): air canoe beauty anchor banana bean again army birth animal avocado buffalo", "canoe beauty anchor"),
    ]);
    kept(&[
        // A game's codes shared to be imported; an order's number; a
        // vaccination certificate's id; a mail part in base64.
        "Crosshair code: 0;P;c;5;h;0;f;0;0t;1;0l;3;0o;1",
        "Loadout share code: 7K2M-9XQP-4RTW-88HZ (paste in Armory > Import)",
        "Order number: 3LRF-75AR-QY3M",
        "Certificate identifier URN:UVCI:01:FR:W7V2BE46QSBJ#L",
        "Content-Transfer-Encoding: base64\nJVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFIvRmlsdGVy==",
        // A tool result's content block is no typing; a word typed is no
        // password; a JSON string's quote ends a state; JSON inside a
        // string keeps its literals.
        "{\"type\": \"tool_result\", \"content\": [{\"type\": \"text\", \"text\": \"FHIR_CLIENT_SECRET=<your-client-secret>\"}]}",
        "{\"action\": \"type\", \"text\": \"Amoxicilline\"}",
        "{\"type\": \"text\", \"text\": \"Wachtwoord: verlopen\"}",
        "{\"type\": \"text\", \"text\": \"{\\n \\\"code\\\": \\\"718-7\\\",\\n \\\"display\\\": \\\"Glucose\\\"\\n}\"}",
        "Password: Forgot?",
        "steamcmd +login anonymous +app_update 740 validate +quit",
        // An HL7 header with no security field; a file that is protected.
        "MSH|^~\\&|LABSYS|CENTRAL_LAB|EPIC|STMARYS|20240611083000||ORU^R01|MSG26381587|P|2.5.1",
        "report.pdf is password-protected",
        // A note in brackets with no value after it; an OAuth endpoint.
        "Password (optional) field",
        "PIN: ACTIVE",
        // A public client's id; base64 of a text; documentation's Basic
        // credentials and an acquirer's test card; a default named.
        "PayPal client-id in checkout.js: A8HFL27Rge1q9JpgP5o2ZLsLWRmjWgLwAL8k1ZFrSjPGW9mxZ0Wd7I86lPCCbhBGBT94cY3CpWgs7qVR",
        "payload (base64): SG90ZWwgQXVyb3JhIOKAkyBJbnZvaWNlIDIyOTE=",
        "Example from docs: Authorization: Basic dXNlcm5hbWU6cGFzc3dvcmQ=",
        "Adyen test card 4111 1111 4555 1142 exp 03/30 CVC 737",
        "Supervisor password: default (change required)",
        // Empty fields one above the other; states in Czech, German,
        // Spanish and English; a car's fault codes; base64 of a file's
        // name.
        "Şifre:\nPIN:\n",
        "Heslo: nenastaveno",
        "S-PIN: noch nicht vergeben",
        "Contraseña: sin configurar",
        "Wi-Fi password: unchanged",
        "Stream key: regenerate to view",
        "PIN: zablokovaný",
        "Kód chyby P0299",
        "código de avería P0420 solución",
        "Header (base64url): c2VydmljZS1yZXBvcnQtMjAyNS5wZGY",
        "| Room | Seats |\n|---|---|\n| B204 | 40 |",
        "Hibakód: 404",
        "authorization_endpoint: https://login.example.com/oauth2/authorize",
        // A template where the value will be filled in.
        "p4 -u buildbot -P {{ secret }} sync //depot/main/...",
        "Pаsswort: {{ secret }}",
    ]);
    // A value told after a verb is the value alone, not a passphrase of
    // the words before it; the words after `for` name what it opens.
    for (text, redacted) in [
        (
            "password for staging is SHADow843!",
            "password for staging is [redacted]",
        ),
        (
            "new pw for the club email is EFDf0CtMYNqF# (copied)",
            "new pw for the club email is [redacted] (copied)",
        ),
        (
            "my password is my dog cactus 2005!",
            "my password is [redacted]",
        ),
    ] {
        assert_eq!(redact(text).text, redacted);
    }
}

#[test]
fn banks_and_carriers_keep_their_secrets() {
    hidden(&[
        // A PIN of capitals starts a word, and is still read there.
        ("PIN is RKQTZW", "RKQTZW"),
        ("SIM PIN: 4921", "4921"),
        // Controls for what is kept below: an IBAN's shape whose check
        // digits do not add up, a SWIFT header one digit short, a test key
        // that breaks its pattern, base64 of a secret's pair, a typed host
        // with a digit in its top-level domain.
        ("Currency,Bank,Account\nBRL,Itaú,IT48I55211998133HCYIQOJA78L,170811.00", "IT48I55211998133HCYIQOJA78L"),
        ("{1:F01REVOLT21AXXX863959441}{2:I103BNPAFRPPXXXXN}", "F01REVOLT21AXXX863959441"),
        ("RFC 4231 test key: 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0c", "0b0b0b0b0c"),
        ("data: YXBpX2tleT1zazJmOGE3YjZjNWQ0ZTNmMmExYjBjOWQ4ZTdmNmE1YjQ=", "YXBpX2tleT1zazJmOGE3YjZjNWQ0ZTNmMmExYjBjOWQ4ZTdmNmE1YjQ"),
        ("{\"action\":\"type\",\"text\":\"orange.fr9/espace-client\"}", "orange.fr9"),
        ("Senha: Envi4da#2024", "Envi4da#2024"),
        // A router's keys in Cisco's, Juniper's and Huawei's words.
        ("set security ike policy IKE-POL pre-shared-key ascii-text \"zEEr29xEIs7=YJMre\"", "zEEr29xEIs7=YJMre"),
        ("tunnel-group 203.0.113.214 ipsec-attributes\n ikev1 pre-shared-key gua9H7mlu968HHVW", "gua9H7mlu968HHVW"),
        ("crypto ikev2 keyring KR\n peer BRANCH\n  pre-shared-key local dtkTNXR#=k%TKImaCy-fFIOSY", "dtkTNXR#=k%TKImaCy-fFIOSY"),
        ("set protocols bgp group IX neighbor 203.0.113.199 authentication-key \"hG#G_!3yixo4Eii!M=btuft%b\"", "hG#G_!3yixo4Eii!M=btuft%b"),
        ("peer 203.0.113.55 password simple +MVsmNQtMtlykoYIQe-REi", "+MVsmNQtMtlykoYIQe-REi"),
        ("hwtacacs-server shared-key simple sQv=kkiv05jkI=9b%v", "sQv=kkiv05jkI=9b%v"),
        ("set snmp community n0cJC9rjwNezg5i authorization read-only", "n0cJC9rjwNezg5i"),
        ("snmp-agent community read cipher %^%#JwrAHbFfQJ;lK>TM)iaVHQn9<8QELbsgIrp&7U6c%^%#", "JwrAHbFfQJ"),
        ("interface Vlanif100\n ppp chap password cipher %^%#q2SrGo<uU1k8OKE3Gq0Hz>KpHm%^%#", "q2SrGo<uU1k8"),
        ("set system tacplus-server 10.64.91.244 secret \"Xqn4IFcXSEw7q%\"", "Xqn4IFcXSEw7q%"),
        ("crypto isakmp key 6 bITXB15Lg#oxnr#PmWz address 203.0.113.85", "bITXB15Lg#oxnr#PmWz"),
        // pppd's secrets, a SIP account's URI.
        ("# /etc/ppp/chap-secrets \"7508793468@t-online.de\" * \"bD5J1HOavPD\" *", "bD5J1HOavPD"),
        ("# /etc/ppp/pap-secrets\n# client server secret\nuser1 * s3cr3tPPP", "s3cr3tPPP"),
        ("sip:129547:rKqB-10Wg@sip.voipms.com;transport=tls", "rKqB-10Wg"),
        // A SIM card batch's PUK column.
        ("| MSISDN | ICCID | PIN1 | PUK1 |\n|---|---|---|---|\n| +49 151 74848308 | 9354084591850510419F | 8601 | 87630753 |", "87630753"),
        // Something glued before a table's first pipe is no cell of it.
        ("x| MSISDN | ICCID | PIN1 | PUK1 |\n|---|---|---|---|\n| +49 151 74848308 | 9354084591850510419F | 8601 | 87630753 |", "87630753"),
        ("id_| MSISDN | ICCID | PIN1 | PUK1 |\n|---|---|---|---|\n| +49 151 74848308 | 9354084591850510419F | 8601 | 87630753 |", "87630753"),
        // Security answers named in other languages.
        ("Réponse secrète : Biscuit", "Biscuit"),
        ("Resposta de segurança: Bello", "Bello"),
        ("Swali la usalama: jina la shule yako ya msingi Jibu: St. Aidan's", "St. Aidan's"),
        // One-time codes: before `your` after a dash, before Russian's
        // adjectives, and to log in, in Dutch and Swahili.
        ("016625 — your one-time code", "016625"),
        ("016625 — ваш одноразовый код Билайн", "016625"),
        ("123456 — ваш код", "123456"),
        ("Gebruik 826880 om in te loggen op Mijn Vodafone.", "826880"),
        ("Nambari yako ya uthibitisho ni 349954.", "349954"),
        ("Код для входа в личный кабинет Tele2: 462749.", "462749"),
        ("Digipass response: 514776", "514776"),
        // A PIN spelled out by a voice's transcript.
        ("Customer: my telephone banking PIN is eight nine seven two, okay?", "eight nine seven two"),
        // A FIX Logon's password, its SOH shown as `|`, as `^A` or not at all.
        ("8=FIX.4.4|9=112|35=A|553=acme_trader|554=Rin7n0v.83|10=548|", "Rin7n0v.83"),
        ("8=FIX.4.4^A35=A^A553=acme^A554=Rin7n0v.83^A10=548^A", "Rin7n0v.83"),
        ("8=FIX.4.4\u{1}35=A\u{1}553=acme_trader\u{1}554=Nif1mxxt.00\u{1}10=833\u{1}", "Nif1mxxt.00"),
        // A licence's number, a broker's Flex token, a code before its
        // right-to-left label.
        ("QuickBooks Desktop Enterprise 2024 License number: 4974-7620-0038-791 Product number: 832-712", "4974-7620-0038-791"),
        ("https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t=671656394165015537533482&q=676219&v=3", "671656394165015537533482"),
        ("4741 :الرقم السري", "4741"),
        ("350522 رمز التحقق", "350522"),
        // Wi-Fi keys in other languages; a form's icon for the colon; a
        // Chinese label glued to its value.
        ("Ключ Wi-Fi: 46469065UA", "46469065UA"),
        ("Clé Wi-Fi: happypencil466", "happypencil466"),
        ("مفتاح الواي فاي: B6E68201BE", "B6E68201BE"),
        ("Identifiant : AP-ANNA Mot de passe 👁 topic-ability-chest-invest3 Se connecter", "topic-ability-chest-invest3"),
        ("你好，DBS IDEAL的账号是treasury_thiago，密码lisboa.DHxZU2025，请勿外传。", "lisboa.DHxZU2025"),
        // A chat's answer to a question that names a password.
        ("Uwe Richter: Wie war nochmal das Passwort vom Engineering-Laptop? Markus Weber: Wind34!Usine – aber sag's keinem", "Wind34!Usine"),
        ("张强：上位机的密码是多少？ 陈静：y@FSRcGgnrn5", "y@FSRcGgnrn5"),
        ("김민준: HMI 관리자 비밀번호가 뭐였죠? 이서연: FG3qlKpB45 입니다", "FG3qlKpB45"),
        ("Paolo Conti: mi dai la password del pannello operatore? Marco Bianchi: certo, è xgfnjotpA_CYV4Cz*2N", "xgfnjotpA_CYV4Cz*2N"),
        // A form read row by row: its labels, then their values.
        ("User name Password Server ignition_svc Paint82&Rojo aveva-hist01", "Paint82&Rojo"),
        ("Benutzer Kennwort Domäne\nplc_maint _UNjIRzT53IQ8 PLANT", "_UNjIRzT53IQ8"),
        // A code now, or reset to a value, in other languages.
        ("Le code de la porte du local équipage à SVO D est désormais 49951.", "49951"),
        ("The door code is now 256757", "256757"),
        ("Kode pintu ruang kru di GRU T3 sekarang 29808.", "29808"),
        ("Kod sejfu w kabinie 4033 zresetowano na 6559.", "6559"),
        ("Safe-Code Kabine 4033 wurde auf 2166 zurückgesetzt.", "2166"),
        ("Koden till ställverket är 559972.", "559972"),
        ("Expedia Partner Central: 227-164 is your sign-in code.", "227-164"),
        ("Sadakat programı için yeni PIN'iniz 795865.", "795865"),
        ("Turkish Airlines: 37882808 doğrulama kodunuzdur. Ref V3Q2VT", "37882808"),
        // A switch's enable secret and a user's, typed plain.
        ("Cisco IE-3400 Zelle 1 enable secret ORI6342kobra. username admin privilege 15 secret ORI6342kobra.", "ORI6342kobra"),
        ("Heidenhain TNC 640 Schlüsselzahl: 52729427 (nur für Instandhaltung)", "52729427"),
        // A passphrase its label names, on the label's line or the next.
        ("Passphrase for the offline crew-roster archive (VeraCrypt):\nbefore bright can crazy coast breeze arrest actress bachelor because control 20", "breeze arrest actress"),
        ("Passphrase: before bright can crazy coast breeze arrest 20", "coast breeze arrest"),
        ("Fraza dostępu do sejfu:\namount chalk axis bullet cart 20", "bullet cart"),
        // Glued after a mark or another script, and inside a tool's JSON.
        ("(crypto isakmp key 4Uo3atPSCdzI=6BG799-ccO+g address 203.0.113.174", "4Uo3atPSCdzI"),
        ("中peer 203.0.113.55 password simple +MVsmNQtMtlykoYIQe-REi", "+MVsmNQtMtlykoYIQe-REi"),
        ("*4741 :الرقم السري", "4741"),
        ("{\"input\":{\"text\":\"4741 :الرقم السري\"},\"tool\":\"computer\"}", "4741"),
        // Insurers' and agencies' (held-out BL, BM): a password in brackets
        // before more words, a symbol-bearing value a chat points to from
        // `login`, recovery codes after a service's name and a note.
        ("Next step: type the Buffer password (Zebra_3834caramel) into the focused field and press Enter.", "Zebra_3834caramel"),
        ("Priya: login → Sunset!1086lumiere", "Sunset!1086lumiere"),
        ("Códigos de respaldo – Portal Mediadores 60242507 89133486 74443918 14764706", "74443918"),
        ("Wiederherstellungscodes – Maklerportal (jeder Code nur einmal verwendbar) 82159852 29495041 35026852", "29495041"),
        // Passphrases, a code word and access codes in other languages; a
        // memorable word quoted; Turkish's new password after its value.
        ("Wachtzin voor de documentkluis: coach.ancient.bind.burst00", "coach.ancient.bind.burst00"),
        ("Fraza dostępu do sejfu dokumentów: amount-chalk-axis-bullet20", "amount-chalk-axis-bullet20"),
        ("Звонок: клиент подтвердил кодовое слово «Порт-Артур72». Вопрос", "Порт-Артур72"),
        ("Für das Dokument \"Versicherungsschein\" benötigen Sie den Zugriffscode: 4IihfS23Xh@", "4IihfS23Xh@"),
        ("Code d'accès pour signer votre avenant Yousign : Welcome7563!O", "Welcome7563!O"),
        ("ID&V passed: DOB ok, postcode ok, memorable word 'Lighthouse65'.", "Lighthouse65"),
        ("Kotik!670E yeni şifre bu, kimseye söyleme.", "Kotik!670E"),
        // A default after a variable's name is a value (Spring's, a
        // shell's), a store's path is not (kept below).
        ("password: ${DB_PASSWORD:ipGYZ.v8w5UyMK9}", "ipGYZ.v8w5UyMK9"),
        ("SECRET_KEY=${SECRET_KEY:-Hunter2024x}", "Hunter2024x"),
        // A travel agency's virtual card.
        ("VCC 5120 3436 4205 9123 | 10/27 | 203 | amount EUR 316.00", "5120 3436 4205 9123"),
    ]);
    kept(&[
        // Not the `SSWORD` inside a variable's name.
        "PIN is ${DB_PASSWORD}",
        "PIN è ${DB_PASSWORD}",
        // A PIN's or an account's state.
        "SIM PIN: LOCKED",
        "Password: locked",
        "Online banking PIN: suspended",
        // A payee's IBAN (its check digits add up) and a SWIFT message's
        // basic header.
        "Currency,Bank,Account\nBRL,Itaú,IT49I55211998133HCYIQOJA78L,170811.00",
        "{1:F01REVOLT21AXXX8639594411}{2:I103BNPAFRPPXXXXN}",
        "<CdtrAcct><Id><IBAN>IT90B5211522300TSBJYZLYAJ7N</IBAN></Id></CdtrAcct>",
        // A test vector's repeated filler.
        "RFC 4231 test key: 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b",
        // Base64 of a table's header and of a setting's pairs.
        "data: bXNpc2RuLHBsYW4sc3RhcnRfZGF0ZQo=",
        "payload: cmVnaW9uPWV1LXdlc3QtMTtjbHVzdGVyPWl2cg==",
        // A site's address typed without its scheme.
        "{\"action\":\"type\",\"text\":\"orange.fr/espace-client\"}",
        // A password reset, sent, or to be seen elsewhere, in a form's
        // words; an error's code.
        "Senha: enviada por SMS",
        "Mot de passe : réinitialisé",
        "Passwort: per SMS verschickt",
        "Şifre: sıfırlandı",
        "パスワード: リセット済み",
        "Contraseña: ver etiqueta en la parte trasera",
        "codice errore 00404",
        "kod błędu 00404",
        // Controls for the readings above: a config's other lines, a
        // secrets file's comments, a SIP address with no password, a
        // SIM's serial column, a question's answer unnamed, digits not a
        // code, a FIX order, a licence's product number, a number before
        // other right-to-left words, a Chinese label before Chinese.
        "crypto isakmp policy 10\n encryption aes 256\n authentication pre-share",
        "set snmp location \"Rack 4\"",
        "the community edition is free",
        "password simple enough to remember",
        "sudo nano /etc/ppp/chap-secrets",
        "sip:4021@sip.example.com;transport=tls",
        "| MSISDN | ICCID |\n|---|---|\n| +49 151 74848308 | 9354084591850510419F |",
        "x| MSISDN | ICCID |\n|---|---|\n| +49 151 74848308 | 9354084591850510419F |",
        "Réponse : merci",
        "PIN is one",
        "the code is one of the best",
        "8=FIX.4.4|9=178|35=D|49=ACMEFX|56=LMAXPROD|34=107|11=RWH5VSFJ5AS8IUC1|55=EUR/USD|54=1|38=1000000|10=439|",
        "QuickBooks Desktop Enterprise 2024 Product number: 832-712",
        "4741 مرحبا بكم",
        "修改密码请联系管理员",
        "Use 2 tablets to confirm dosage",
        // Controls for this round: a chat's question with words for an
        // answer, a form's labels with no password among them, a badge's
        // serial after a PIN's request, a reference to a secret store,
        // a state in Chinese, a year before Turkish words, a passphrase's
        // rule, an order's id.
        "Ana: what is the wifi password? Bob: no idea, ask IT",
        "User name Server Domain alice srv01 CORP",
        "PIN reset requested for badge SN0033623684 – pending approval",
        "opcua.password = ${vault:secret/opc#password}",
        "SLACK_BOT_TOKEN=${{ secrets.SLACK_BOT_TOKEN }}",
        "DOCUSIGN_CLIENT_SECRET=${DOCUSIGN_CLIENT_SECRET}",
        "密码：已过期，请联系管理员重置",
        "2024 onay kodu süreci",
        "Passphrase: must be at least twelve words long",
        "Password: should contain a digit",
        "order: ord_ZwUc1Fn9lgWHH1siWtetrX1T9s",
        // A placeholder where a code goes is no code's piece.
        "Nambari yako ya uthibitisho ni ${DB_PASSWORD}.",
        // Controls: a CSV of ids and adjusters (its rows are no wrapped
        // token), a catalogue's procedure code, states of a password in
        // five languages, an SSH method, a policy's reference typed, a
        // manager named as where a password is, a key cut for display, a
        // CMS's entry, a public error's code, a user's name after `login`.
        "claim_id,exposure_id,adjuster\n8287158b-e30a-46a7-8dce-ac9d7a30b61b,ab84a2fc-c7bc-44e1-a723-4c9445b2e4e8,tpa-7862\ne4d0fe64-192b-46df-bfcb-b01bd8351626,7553ed52-3aa0-4082-a9e0-1fdde8626114,adj-2256",
        "Código TUSS 93204154 autorizado",
        "كلمة المرور: غير محددة",
        "Kata sandi: belum diatur",
        "Şifre: belirlenmedi",
        "סיסמה: לא הוגדרה",
        "Şifre: sıfırlama talebi gönderildi",
        "sftp upload ok (auth=publickey, user=cedent_ri)",
        "{\"action\": \"type\", \"text\": \"1369/434600/WG\"}",
        "Min-ji: Пароль от Nordlicht Bikes положил в 1Password, сюда не кидай",
        "API-Schlüssel: xkeysib-605189…(ausgeblendet)",
        "Contentful entry 49m8AwBPjbD50iDLBa5n50 published",
        "{\"serviceErrorCode\":65600,\"message\":\"Invalid access token\",\"status\":401}",
        "login → alice",
        "login → john+test@example.com",
        "memorable word reset requested",
        "Basic auth example from MDN: Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l",
    ]);
}

#[test]
fn shops_fields_and_consoles_keep_their_secrets() {
    hidden(&[
        // An app password after a longer note and a colon.
        ("Gmail app password for newsletter@phohouse.vn (used by the WordPress SMTP plugin): atjv laad sigf xgav", "atjv laad sigf xgav"),
        // A line's label, then a key and `=` spaced as code spaces it.
        ("Pinned message from Emre: pw = fSdgil9b_XOlKpFRi 10:42", "fSdgil9b_XOlKpFRi"),
        ("note: db_password = Wq8rT2vLx9", "Wq8rT2vLx9"),
        // An engagement's tools: a password sprayed or tried, a C2 team
        // server's, a command quoted in an EDR's table.
        ("nxc smb 10.0.0.0/24 -u users.txt -p 'Summer24.4' --continue-on-success", "Summer24.4"),
        ("evil-winrm -i 192.168.56.48 -u ansible -p 'tundra-maple-quartz-72'", "tundra-maple-quartz-72"),
        ("./teamserver 192.168.48.39 'Ypqnte*380OY%' c2.profile", "Ypqnte*380OY%"),
        ("| ProcessCommandLine |\n| \"psexec.exe\" \\\\veeam-b01 -u CORP\\soc_ro -p Printer_2023K cmd /c whoami", "Printer_2023K"),
        // What dumps, crackers and captures print.
        ("[*] _SC_MSSQLSERVER\nCORP\\svc_sql:I6aF}HaRV:zI%ogpP\n[*] DPAPI_SYSTEM", "I6aF}HaRV:zI%ogpP"),
        ("LDAP 10.14.62.14 389 DC01 [-] CORP\\root:C3rv3z@054# STATUS_LOGON_FAILURE", "C3rv3z@054#"),
        ("         * NTLM     : f8df89d6e385250b3fc40abb2fd229a8\n         * SHA1     : d6607a2b331df91637988a8c7d40af0a29840d5e", "f8df89d6e385250b3fc40abb2fd229a8"),
        ("7d94bc38d046bd35ab8757470570b082:h)XFJ6AV}fh(1sK%\n\nSession..........: hashcat\nStatus...........: Cracked", "h)XFJ6AV}fh(1sK%"),
        ("john --show --format=NT ntds.txt\nir-responder:Sommer357_:8284:aad3b435b51404eeaad3b435b51404ee:215051a485e092dce6898519394edea2:::", "Sommer357_"),
        ("220 (vsFTPd 3.0.3)\nUSER root\n331 Please specify the password.\nPASS Qwerty.2023D\n230 Login successful.", "Qwerty.2023D"),
        ("Password for the [elastic] user successfully reset.\nNew value: 0Gbyc5fD+ARSwCUt7vuU", "0Gbyc5fD+ARSwCUt7vuU"),
        ("<AdministratorPassword>\n  <Value>Splunk#2019Y</Value>\n  <PlainText>true</PlainText>", "Splunk#2019Y"),
        ("\"type\": \"random_password\",\n \"instances\": [ { \"attributes\": { \"result\": \"q?]{#CyK5cVXS[@0&iIW[N*9\" } } ]", "q?]{#CyK5cVXS[@0&iIW[N*9"),
        ("Detector Type: Datadog\nRaw result: bdcadaef7f5f26a42c5ce8da5fb5e2bb67cb8ff1", "bdcadaef7f5f26a42c5ce8da5fb5e2bb67cb8ff1"),
        // Routers: IOS-XE's server block, Huawei's irreversible cipher.
        ("radius server ISE-01\n address ipv4 10.1.1.20 auth-port 1812 acct-port 1813\n key Vault_SOC30!\n!", "Vault_SOC30!"),
        ("local-user netops password irreversible-cipher %^%#nw0<z8(b!LaacO[oHcUuW6mI7c:IGirnxtp['>v:%^%#", "%^%#nw0<z8(b!LaacO[oHcUuW6mI7c:IGirnxtp['>v:%^%#"),
        // A long note in brackets after the label, a word of it a copula
        // in another language (`IR`).
        ("Vault master passphrase (sealed envelope #3, opened during IR INC0018560): glacier walnut glacier thistle thistle lantern juniper marble orbit cobalt falcon canyon", "glacier walnut glacier thistle thistle lantern juniper marble orbit cobalt falcon canyon"),
        // A form's labels, then its fields: the last field the last
        // label's.
        ("AXStaticText \"Anmelden\"\nAXStaticText \"E-Mail-Adresse oder Benutzername\"\nAXStaticText \"Passwort\"\nAXLink \"Passwort vergessen?\"\nAXGroup\n  AXTextField value=\"wh387\"\n  AXImage \"logo\"\n  AXTextField value=\"#Sommer5649\"\n  AXCheckBox \"Passwort anzeigen\" value=1", "#Sommer5649"),
        // Controls for what is kept below: a real NT hash beside the
        // empty LM one, a command encoded that holds a password, a Mollie
        // key, a digest a secret's name labels.
        ("Administrator:500:aad3b435b51404eeaad3b435b51404ee:8846f7eaee8fb117ad06bdd830b7586c:::", "8846f7eaee8fb117ad06bdd830b7586c"),
        ("powershell.exe -NoP -enc bgBlAHQAIAB1AHMAZQByACAAYQBkAG0AaQBuACAAWABrADIAOQAhAHAAcQBMAG0AIAAvAGEAZABkAA==", "bgBlAHQAIAB1AHMAZQByACAAYQBkAG0AaQBuACAAWABrADIAOQAhAHAAcQBMAG0AIAAvAGEAZABkAA"),
        ("MOLLIE_KEY=live_dHar4XY7LxhAbAgUjBd2Ty4MQ9b2pS", "live_dHar4XY7LxhAbAgUjBd2Ty4MQ9b2pS"),
        ("HMAC secret: 7449c4d26d18af94f17c036ed9afb37b68586b8a9c81fe5bcbe677de002a4f73", "7449c4d26d18af94f17c036ed9afb37b68586b8a9c81fe5bcbe677de002a4f73"),
        ("Malware scanner API key: 7449c4d26d18af94f17c036ed9afb37b68586b8a9c81fe5bcbe677de002a4f73", "7449c4d26d18af94f17c036ed9afb37b68586b8a9c81fe5bcbe677de002a4f73"),
        // Recovery codes numbered, one to a line.
        ("GitHub recovery codes – keep these somewhere safe\n1. 33758225\n2. 85079938\n3. 00249625\n4. 25455696", "00249625"),
        ("Códigos de recuperación de Microsoft: guárdalos en un lugar seguro\n1. 3trdm-rfqg0\n2. qfua4-01hwl\n3. t66hd-ilk0j\n4. pzawt-aec0l\n5. whm5t-mddw0\n6. 1xvr7-3m277", "t66hd-ilk0j"),
        // A login's user, ` / `, its password, after credentials named in
        // another language, or accounts.
        ("- Min-jun: credenziali per MISP: t.schneider / Bayern.2020X, da cambiare dopo il pentest", "Bayern.2020X"),
        ("Marek: přihlašovací údaje k vCenter: j.novak / B@ckup390!, po pentestu prosím změnit", "B@ckup390!"),
        ("Test accounts for the retest:\n• tester1 / b9+9=1f{A{h%V&&\n• tester2 / (same as last time)", "b9+9=1f{A{h%V&&"),
        ("再診断用テストアカウント：\n• tester1 / Wwrky+996WK%", "Wwrky+996WK%"),
        // A Wi-Fi key after a Japanese comma; in Vietnamese.
        ("ラボのWi-Fi：Lab-Isolated、キー oGRlEucVOfyEAnllCVQ8", "oGRlEucVOfyEAnllCVQ8"),
        ("Wi-Fi phòng lab: SOC-Lab, khóa Sakura_IT68$", "Sakura_IT68$"),
        // Impacket's target; a plan's step with its verb after.
        ("impacket-psexec 'corp.local/t.schneider:Support_2023A@10.22.64.192'", "Support_2023A"),
        ("Plan: 1) PVWA öffnen 2) ins Kennwortfeld klicken 3) nimbus-lantern-glacier-76 eingeben 4) Enter drücken", "nimbus-lantern-glacier-76"),
        // A libpq DSN inside a log line's quoted field.
        ("level=error msg=\"db connect failed\" dsn=\"host=10.20.0.12 user=haccp password=Inek@188 dbname=haccp sslmode=require\" err=\"timeout\"", "Inek@188"),
        // A LoRaWAN device's root key, set by a modem's command or held
        // by a sketch's array.
        ("AT+DEUI=70B3D57EDA7F1045\nOK\nAT+APPKEY=28C570C5BB7DED469C9593558D5344B1\nOK", "28C570C5BB7DED469C9593558D5344B1"),
        ("static const u1_t PROGMEM APPKEY[16] = { 0xB4, 0x9A, 0xA4, 0x3D, 0x2D, 0x38, 0x6F, 0xDF, 0xF6, 0xBA, 0xD6, 0x1E, 0xF7, 0x9A, 0x3A, 0xFC };", "0xB4, 0x9A, 0xA4, 0x3D, 0x2D, 0x38, 0x6F, 0xDF, 0xF6, 0xBA, 0xD6, 0x1E, 0xF7, 0x9A, 0x3A, 0xFC"),
        // A one-time code, then when it expires.
        ("Tu código de un solo uso para el portal de la cooperativa es 304618. Caduca en 5 minutos.", "304618"),
        // A gate's and an alarm's codes in other languages.
        ("Anh Hùng ơi, mã cổng kho phân bón là 477639", "477639"),
        ("alarmkoden til gården er ændret til 2810 – husk at sige det til afløseren", "2810"),
        // A code column beside a gate's or a key box's.
        ("| Tor / Gate | Code |\n|---|---|\n| Hoftor Nord | 5142 |\n| Waschplatz | kein Code |", "5142"),
        ("| WE | Adresse | Schlüsselbox | Code |\n|---|---|---|---|\n| 17/3 | Eichendorffstr. 21 | igloohome KB | 317962 |", "317962"),
        // A padlock's combination.
        ("Kombination für das Bauzaun-Schloss am Tor 2: 38-21-03", "38-21-03"),
        ("Szyfr do kłódki na kontenerze: 17-23-11", "17-23-11"),
        // Attack: a quote glued before a command that never closes on its
        // line is no word's; a JSON string whose only escape is `\\`.
        ("\"nxc smb 10.0.0.0/24 -u users.txt -p 'Summer24.4' --continue-on-success", "Summer24.4"),
        ("\"mysql -u root -pQx7rT9zLm2 app", "Qx7rT9zLm2"),
        ("{\"input\":{\"text\":\"LDAP 10.14.62.14 389 DC01 [-] CORP\\\\root:C3rv3z@054# STATUS_LOGON_FAILURE\"},\"tool\":\"computer\"}", "C3rv3z@054#"),
    ]);
    kept(&[
        // Controls: the note's colon before a state, not a password.
        "Gmail app password for newsletter@phohouse.vn (used by the WordPress SMTP plugin): revoked",
        // Declarations, their types in snake case: code, no label.
        "pub const NL80211_KEY_MAX: nl80211_key_attributes = nl80211_key_attributes::NL80211_KEY_DEFAULT_TYPES;",
        "let key: secret_key = make_key()",
        // A digest on the line after a word that ends a line is no
        // wrapped token glued in that word; indicators and a scanner's
        // report; fingerprints threat intelligence names.
        "VirusTotal\n55 / 72 security vendors flagged this file as malicious\n7ade482f8b863fc6a5fa496cdbb64d7f351346a3be1a5248e38fe07118dd41d9\nloader.dll",
        "# IOCs – phishing wave (TLP:GREEN)\nhxxps://okta-sso-verify[.]info/jeguki\n067475eeb625aac8bc83ecc3f374ce5d5d86d21d33a8438c65801ee39ca7ea86\nc68e53d33663372d08860fe45a16c625",
        "JARM: 41fef728354d73146a2c266135861974f2dff8ec2f56766226719261ffe320",
        "TLSH: T1C2904FCED566AB1B4969055E01533D5E20E9E941B262734FCC46FEA836329AAF5E9702",
        "SSDEEP 56855:JKgez4xVhq0HOSvuch4FnOZGHD43fZ1a6k1Wdv6k:X8+IMr+vWLPukjbW8Tb0",
        // A word in brackets after a password, a note on it.
        "Domain admin was obtained by cracking a service account with a weak password (Kerberoasting).",
        // Tickets, advisories and hosts typed.
        "{\"action\": \"type\", \"text\": \"CVE-2021-15133\"}",
        "{\"action\": \"type\", \"text\": \"WS-FIN-0142\"}",
        // Masks: a UUID's, a password's ends.
        "HEC token: ********-****-****-****-********24b0   Status: Enabled",
        "Password: S*******4!",
        // The empty password's hashes.
        "Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::",
        // A command PowerShell takes encoded, with no secret in it.
        "ProcessCommandLine: powershell.exe -NoP -NonI -enc VwByAGkAdABlAC0ASABvAHMAdAAgACcARQBEAFIAIAB0AGUAcwB0ACcA\nDecoded: Write-Host 'EDR test'",
        // A label printer's graphic; a marketplace's cursors; a GraphQL
        // id; a coupon with its amount off; a placeholder after a format's
        // prefix; a client key longer than Mollie's.
        "^FO600,40^GFA,512,512,16,:Z64:GqhXVjf+7+uUnVnox9QL9fYf1YsOhzr9/ZSoDR2B347lWo45YbwIUTL5RW0UgHUQzNj2wI/LSejz2WTlqsPuFgzO7QSIYAZN:06e4^FS",
        "\"NextToken\": \"pI2XcgC8TenJpoj5C7TNX/A4AiAL1VpVbKt+YjQxEzB53R+NmpxOq8V+WS/9TjwpQ2ZyA2aQtOkSoqOcGouKTbs0kUijFaj0omR6hxIRJLLnpV+4yKOlC2NqcWzcKgqUbjT5+AwC7R7CMNVTfVSrNS3+kvwjh/Rx\"",
        "continuationToken=_z6wU7_GjPpce82vfHYCDPr70IN3he416KtYlWDKstNIdt0Q",
        "Product GID (base64): Z2lkOi8vc2hvcGlmeS9Qcm9kdWN0LzIyNDYxODAzMDAzMzA=",
        "クーポンコード：SPRING500（500円OFF）",
        "\"refresh_token\": \"Atzr|YOUR_REFRESH_TOKEN\"",
        // Controls for the readings above: a numbered list of steps, an
        // account's path, an image's tag and digest, a word typed in a
        // step.
        "Release checklist\n1. build\n2. test\n3. deploy",
        "Accounts / Settings / Security",
        "docker pull registry.example.com/team/app:1.25@sha256:0cd8d425a5ae416c95eaf6c6a98d845c16a1accb546d140ae886faf347a00cab",
        "Plan: 1) Öffnen 2) Rechnungsnummer eingeben 3) Speichern",
        // A building model's element, a campaign's tag in base64, a postal
        // code, a combination's date, a DSN with no password.
        "IFC GlobalId: x9dW8ffqDK_tOphy2878Zg",
        "utm_content=c3ByaW5nLW9wZW4taG91c2UtMjAyNQ==",
        "Posta kodu 34610",
        "Combination release 2024-03-05 shipped",
        "dsn=\"host=10.20.0.12 user=haccp dbname=haccp sslmode=require\"",
    ]);
}

#[test]
fn locks_dials_and_sentences_without_spaces_keep_their_secrets() {
    hidden(&[
        // A combination's numbers in a date's shape, under a key box's
        // code column: no month and day fit them.
        ("| WE | Adresse | Schlüsselbox | Code |\n|---|---|---|---|\n| 17/3 | Eichendorffstr. 21 | igloohome KB | 317962 |\n| C-12 | Schillerweg 7 | Supra iBox | 25-37-13 |", "25-37-13"),
        ("unit,address,lockbox_serial,lockbox_code\nA-1104,88 Oak Ridge Dr,31663027,13-34-29", "13-34-29"),
        // A smart lock's code of nine or ten digits, after the lock's name
        // in a sentence or told as a PIN.
        ("Kod do zamka elektronicznego w mieszkaniu: 394066367", "394066367"),
        ("קוד למנעול החכם בדירה: 291692086", "291692086"),
        ("رمز القفل الذكي للشقة: 902730829 صالح من وقت الوصول", "902730829"),
        ("Code for the smart lock in the flat: 3940663671", "3940663671"),
        ("PIN sementara kunci pintar: 103165281 (sah sehingga 6 petang)", "103165281"),
        ("Your PIN is 049458147, valid until 18:00.", "049458147"),
        // A sentence glued to its value, a clock's colon later in it.
        ("您的智能门锁临时密码为049458147，有效期至今天18:00，仅限使用一次。", "049458147"),
        ("密码为hunter2x，至18:00。", "hunter2x"),
        // A Wi-Fi network's code (France's `code wifi`, the North's
        // `WiFi-kode`), after a dash or a space and a colon (Dutch `ww`).
        ("Code wifi de la salle de traite : Normande-2001 (réseau Livebox-9A31)", "Normande-2001"),
        ("WiFi-kode: kstp-hduo-lhee-nwis", "kstp-hduo-lhee-nwis"),
        ("WiFi i maskinhuset: HUAWEI-B535-7F2C – kode 42889337293424052", "42889337293424052"),
        ("wifi stal: Schuur-Gast ww: yWiDTaHiL88kot", "yWiDTaHiL88kot"),
        ("BARN OFFICE WI-FI Network: MilkingParlour Key: 84012512 (please don't share)", "84012512"),
        // A code's compound, six words on what it opens; a gate's number
        // in Japanese; an authentication code's Chinese name.
        ("beheerderspincode van de pinautomaat in de boerderijwinkel: 9172", "9172"),
        ("ゲートの番号は7140です", "7140"),
        ("认证码：２０９２（请勿泄露）", "２０９２"),
        // An authenticator app's codes above their countdowns, whatever
        // their accounts' lines hold.
        ("Aegis\nGoogle (nmanh@lab.org)\n448823\n19s\nAWS (ml-prod)\n940820\n19s\nDatabricks\n188438\n9s", "940820"),
        ("Google Authenticator\nRunPod\n585800\n5s", "585800"),
        ("1Password\nGitHub: rverma\n874 933\n28s", "874 933"),
        // A code in pairs under its name; a note in brackets among the
        // words before a code's verb; a Japanese quote's corner brackets.
        ("رمز التحقق\n28  28  48\nResend code", "28  28  48"),
        ("Mã xác minh\n29  97  79", "29  97  79"),
        ("Le code de la salle serveurs (bât. C, sous-sol) est 262070. Merci", "262070"),
        ("パスワード「Io0lX_Ov-fj0Qmt+」でログインできます", "Io0lX_Ov-fj0Qmt+"),
        // A fullwidth comma ends a clause, not a number's digits.
        ("机柜 4B 旁边的钥匙盒密码：9562，12 号机柜钥匙挂蓝色标签。", "9562"),
        ("团队远程：TeamViewer ID 1 081 705 948，密码 kbvdgo，ABB 工程师 11:30 上线。", "kbvdgo"),
        // Controls for what is kept below: a base64 run that goes on
        // after its path-like parts, a pod's shape as a password, a PIN's
        // own `#`, a duration's shape under a PIN, a real phrase.
        ("abc/Hello/Wor/ld+5Fg7Hh8Jj9Kk0Ll1Zz2Xx3Cc4Vv", "ld+5Fg7Hh8Jj9Kk0Ll1Zz2Xx3Cc4Vv"),
        ("password: qdrant-2cwdajjt4w-yj96t", "qdrant-2cwdajjt4w-yj96t"),
        ("PIN: #1234", "1234"),
        ("pin: 1234s", "1234s"),
        ("seed: abandon ability able about above absent absorb abstract absurd abuse access accident", "ability able about above"),
        ("senha do cartão 1013", "1013"),
        // An accessibility node's name in another language, then its
        // value; a registry's value named a password; SNMP's community.
        ("Edit Name=\"用户名:\" Value=\"jbecker\"\n    Edit Name=\"密码:\" Value=\"lyon99&KR2K\" IsPassword=False", "lyon99&KR2K"),
        ("Edit Name=\"Adgangskode:\" Value=\"Loo$W3st3rn356\" IsPassword=False", "Loo$W3st3rn356"),
        ("C:\\> reg query \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\"\n    DefaultUserName    REG_SZ    facs_user\n    DefaultPassword    REG_SZ    biobank80%FdoK\n    Shell    REG_SZ    explorer.exe", "biobank80%FdoK"),
        ("snmp:\n  version: v2c\n  write_community: oY7D8K72Z0VviE\n  trap_host: 10.40.8.15", "oY7D8K72Z0VviE"),
        // A one-time code after a long sentence about signing in, in
        // five languages; a PIN after nine words.
        ("Użyj tego jednorazowego kodu, aby dokończyć logowanie do Viedoc: 08808415 Jeśli to nie Ty", "08808415"),
        ("Verwenden Sie diesen Einmalcode, um die Anmeldung bei Castor EDC abzuschließen: 670250 Falls", "670250"),
        ("Utilice este código de un solo uso para completar el inicio de sesión en Benchling: 70RGQB Si", "70RGQB"),
        ("Utilisez ce code à usage unique pour terminer votre connexion à Benchling : 295296 Si", "295296"),
        ("Brug denne engangskode til at fuldføre login i EMA Account Management: A0K42Q Hvis", "A0K42Q"),
        ("PIN de quebra de cegamento de emergência do centro FR-287: 589334 (apenas para o investigador principal)", "589334"),
        // An authenticator's countdown after a glyph; Okta Verify.
        ("Okta Verify\nPharmaCo\n381 179\n⏱ 21 s", "381 179"),
        // Commands: an echo into gpg's passphrase, sqlplus with a TNS
        // alias, `net use` after a Windows prompt.
        ("mtanaka@rwe-etl01:/opt$ echo 'primer vortex lantern primer marble flask' | gpg --batch --passphrase-fd 0 -c pk_listings.zip", "primer vortex lantern primer marble flask"),
        ("scientist@hpc-login1:~$ sqlplus limsadm/'Centrifuge_MZWC!'@LIMSPRD @export_stability.sql", "Centrifuge_MZWC!"),
        ("C:\\Users\\labadmin>net use Z: \\\\fs01\\QC_Raw /user:QCLAB\\c.dubois Shl-Labor628 /persistent:no", "Shl-Labor628"),
        // Access codes' names in Chinese and Korean; a passphrase in
        // Russian; a combination's word the keywords had missed.
        ("Vivarium intrusion panel\n用户名: elindqvist\n访问码: 1FOL92JD", "1FOL92JD"),
        ("User: Night shift QA\n액세스 코드: 503176\nDuress code: ask security lead", "503176"),
        ("Имя пользователя = stab_chamber44\nПарольная фраза = meadow.titer.pepper.harbor.tundra.97", "meadow.titer.pepper.harbor.tundra.97"),
        ("Kombination 5687", "5687"),
        ("Комбинация 5704", "5704"),
        // A Chinese sentence's full stop ends it; the value before it.
        ("密码是Zx9kq2mm。", "Zx9kq2mm"),
        // Known formats: Amazon MWS, Baidu Qianfan.
        ("MWS auth token新token：amzn.mws.10061c15-1485-490d-b60d-5dc8bfec2abb，别提交到仓库", "10061c15-1485-490d-b60d-5dc8bfec2abb"),
        ("百度千帆 的 key 发你了：bce-v3/ALTAK-Xq8TNSBxFGwRlAqC8tv1Y/506aae584c8503c6fabfd27f0ed17d63efbce638，别提交", "506aae584c8503c6fabfd27f0ed17d63efbce638"),
        // A Kubernetes variable's value named on the line above.
        ("env:\n  - name: KAKAO_REST_API_KEY\n    value: \"88fffcdc4d4a8ccc521c77e60f885215\"", "88fffcdc4d4a8ccc521c77e60f885215"),
        // An authenticator's list with one countdown under it.
        ("Microsoft Authenticator\nGoogle (media@arena-nord.de)\n930 070\nMindbody (frontdesk@fitlab-studio.com)\n767 760\n⏱ 21s", "767 760"),
        // An alarm's code in closing checklists.
        ("2. Alarmanlage Vereinsheim: 8143 eingeben, dann AUS drücken.", "8143"),
        ("2. Larmet i klubbstugan: slå 3406 och tryck FRÅN.", "3406"),
        ("2. Сигнализация в раздевалке: набрать 631427, затем ВЫКЛ.", "631427"),
        ("Alarmanlage Hofladen: scharf/unscharf mit 3631 + Schlüsseltaste.", "3631"),
        // A keyboard tool's digits sent with Enter; a type action's text
        // ending in Enter.
        ("{\"tool\":\"keyboard\",\"args\":{\"text\":\"861781\",\"enter\":true}}", "861781"),
        ("{\"name\": \"computer\", \"input\": {\"action\": \"type\", \"text\": \"918487\\n\"}}", "918487"),
        // A sign-in link's token; spoken digits in German and Spanish; a
        // locker's combination lock.
        ("Dein Login-Link für die Mitglieder-App: https://mein.stadion-polnoc.pl/login/link/WR4AevnbSjZob1LM8C85_Fg8LdeVWiCDZI-TP9-zgDYfhhgP Gültig für 15 Minuten.", "WR4AevnbSjZob1LM8C85_Fg8LdeVWiCDZI"),
        ("Anrufer: der Code fürs Seitentor ist zwei fünf sechs neun, okay?", "zwei fünf sechs neun"),
        ("el código de la puerta lateral es uno siete uno tres, okay?", "uno siete uno tres"),
        ("Spind 18 gehört dir diese Saison, Zahlenschloss: 0823 10:29", "0823"),
    ]);
    kept(&[
        // Dates and times in a password's column say when it changed.
        "| Site | Password |\n|---|---|\n| a | 2024-05-01 10:15:07.120 |\n| b | 05/31/2024 |\n| c | 2024-05 |",
        // A notice's number of ten or more digits; a public code's.
        "Codice avviso: 3252498844988713973",
        "Order code: 394066367",
        "Codice avviso: 3252498844",
        // A reference in a password's element stays.
        "<password>vault:secret/db#password</password>",
        // A setting's word after a network's name; a code of conduct; a
        // postal code's compound with as many words.
        "Wi-Fi settings key: Management",
        "Le code wifi est affiché sur la box",
        "WiFi – code of conduct applies",
        "Postcode van het bedrijf in de winkel van ons: 1012",
        // Codes and countdowns with no authenticator named.
        "Benchmark\n123456\n12s",
        // A model's outputs and a training run's files; pods.
        "{\"object\": \"embedding\", \"index\": 0, \"embedding\": \"ZnZdQGmvVb1v5HMdfAZp796LjcEYiPvVSta9PX4q5HYM0bMQM2PpqOB/Pe8wmTAi...\", \"encoding_format\": \"base64\"}",
        "Prediction 1ke6md8f2j9rcguzycu2uqu7aa succeeded in 24.0s (replicate)",
        "mlruns/29/2cb9297cc99774ef67564ac48c546c16/artifacts/model/MLmodel",
        "NAME                      READY   STATUS    RESTARTS   AGE\nqdrant-2cwdajjt4w-yj96t   1/1     Running   0          4d\nvllm-llama-j47wdlbp72-5w9mo   1/1     Running   2          22d",
        // A rate limit's reset in time; a badge's number after a PIN's
        // notice.
        "x-ratelimit-remaining-tokens: 974105\nx-ratelimit-reset-tokens: 13ms",
        "x-ratelimit-reset-tokens: 6m0s",
        "PIN reset requested for badge #32199",
        // Where a password is kept, in other languages' words.
        "Ho cambiato la password admin di MLflow, è nel vault del team sotto \"mlflow-prod\": non incollatela qui.",
        "Hab das MLflow-Admin-Passwort rotiert, steht im Team-Tresor unter „mlflow-prod“ – bitte nicht hier posten.",
        // BIP-39's test vector.
        "BIP39 test vector mnemonic: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
        // An empty password field after a sentence that names the
        // password and ends in `。`; a record's number ending a sentence;
        // a sample's id typed.
        "请重新输入密码以批准结果集RS-2025-6728。\n用户名: svc_empower81\n密码: \n[ OK ]  [ Cancel ]",
        "Electronic signature required (21 CFR Part 11). Re-enter your password to approve result set RS-2025-9977.\nUsername: msouza\nPassword: \n[ OK ]  [ Cancel ]",
        "{\"action\": \"type\", \"text\": \"S-2025-811711\"}",
        // Documentation's keys on lines an `export` starts.
        "training slide 7:\nexport AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nexport AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
        // A registry value that names no secret; an empty field's value.
        "    PasswordExpiryWarning    REG_DWORD    0x5",
        "Edit Name=\"Пароль:\" Value=\"\"",
        // An alarm's log with numbers and no step; a keyboard's text not
        // sent; a sign-in page's path; a variable that names no secret;
        // a combination's time; plural credentials as a heading.
        "Alarm log: 2024 and 2025 events",
        "{\"tool\":\"keyboard\",\"args\":{\"text\":\"2024\",\"enter\":false}}",
        "https://x.io/login/oauth/authorize",
        "env:\n- name: LOG_LEVEL\n  value: \"debug\"",
        "Combination: 12:30 meeting",
        "Finding 3.2 – Cleartext credentials in SYSVOL\nAccount: svc_gpo_deploy\nPassword: <removed>",
        "Credential ID: AB12CD34EF",
        // A log's code of capitals: no sentence about signing in.
        "code for the deploy log: ABX42K",
    ]);
}

#[test]
fn numbered_backup_codes_ship_messages_and_code_that_names_no_value() {
    hidden(&[
        // Ten codes numbered `1.` to `10.`: alike past their numbers.
        ("Backup codes for ops.duty@terminal-ops.example\nKeep these codes somewhere safe. Each code can be used once.\n\n1. 89949697\n2. 64880703\n3. 31972030\n4. 29806821\n5. 49590690\n6. 90826203\n7. 23893694\n8. 45600504\n9. 31459532\n10. 89694918", "49590690"),
        ("Back-upcodes voor ops.duty@terminal-ops.example\nBewaar deze codes op een veilige plek. Elke code werkt maar één keer.\n\n1. 5040 6469\n2. 1507 9406\n3. 6882 7208\n4. 8327 4921\n5. 2008 7950\n6. 3239 8183\n7. 3174 2130\n8. 0754 8916\n9. 8261 5914\n10. 6187 5409", "2008 7950"),
        ("Sicherungscodes für ops.duty@terminal-ops.example\nBewahren Sie diese Codes sicher auf.\n\n1. 247ly-7vjt2\n2. 5nvn2-jvull\n3. jjbj2-bsf4g\n4. gvor3-fcl01\n5. ojzg8-5484e\n6. kc25f-2pe29\n7. aj7lj-ub3li\n8. ap4qs-1dvjx\n9. 1ymkg-oo9lr\n10. gre80-irf6t", "aj7lj-ub3li"),
        // A terminal's title in an accessibility tree, its command after
        // the title's dash; a field's value that is a command.
        ("AXWindow title=\"eto@bridge-srv: ~ — sshpass -p +hKI3+UGqorNy4 ssh vdr@192.168.3.7\"", "+hKI3+UGqorNy4"),
        ("ops@db1: ~ — mysql -uroot -pK9vLq2Zx db", "K9vLq2Zx"),
        ("AXTextArea value=\"redis-cli -a Qx7rT9zLm2 PING\"", "Qx7rT9zLm2"),
        // A PIN of two groups of four; a barrier's code in French; a
        // safe's in Greek's genitive; a login `with` its user in German
        // and Polish.
        ("PIN de retirada: AEGH-JULE", "AEGH-JULE"),
        ("Code PIN de retrait: I0V6-E08W", "I0V6-E08W"),
        ("Parking agents du technicentre : code barrière 1289#", "1289"),
        ("Κωδικός χρηματοκιβωτίου πλοιάρχου: 58-15-29", "58-15-29"),
        ("kannst du dich bitte mit dispo02 / Hafenkran78+ixF ins ITCS einloggen?", "Hafenkran78+ixF"),
        ("możesz się zalogować do systemu dyspozytorskiego na cad-sup / Zwrotnica56!xoL? mam zablokowane konto", "Zwrotnica56!xoL"),
        // Controls: the exemptions below leave these.
        ("!AIVDM,1,1,,B,vA:hkc5EL7;WVIuqt@:plDu`PlIl,0*6E\nbridge PC password: Xk9#mQ2vL7", "Xk9#mQ2vL7"),
        ("PIN_CODE = 4821", "4821"),
        ("{password: hunter2x}", "hunter2x"),
        ("password: Secret9Str", "Secret9Str"),
    ]);
    kept(&[
        // A ship's AIS messages: broadcast positions in six-bit armour.
        "!AIVDM,1,1,,B,vA:hkc5EL7;WVIuqt@:plDu`PlIl,0*6E !AIVDM,1,1,,A,HA1PdartH:vmJHT=?5H1U7`C?8Jo,0*5F",
        "!AIVDM,1,1,,B,KkO<?VWsWf4U41nfIwPhJ`cCcEA8,0*35\n$GPRMC,005406.00,A,3179.9723,N,15211.2929,E,6.8,242.9,130524,,,A*5E",
        // A key whose last word is a unit holds a quantity.
        "MAX_PIN_ATTEMPTS = 3\nPIN_LENGTH = 4\nOTP_TTL_SECONDS = 120",
        "OTP_EXPIRY_MINUTES = 5",
        // A map's entry set from a variable; a field's type.
        "return _client.post('/auth', json={'user': user, 'password': password})",
        "class Credentials(BaseModel):\n    username: str\n    password: SecretStr",
        // A dash that parts no command; `mit` before no login.
        "notes — zip is fast",
        "Kaffee mit Milch / Zucker bitte",
        // A numbered list of steps under the words is no list of codes.
        "Backup codes\nHow to use them:\n1. Open the app\n2. Tap Settings\n3. Choose Security\n10. Done",
    ]);
}

#[test]
fn fields_named_by_a_code_code_words_and_dials_keep_their_secrets() {
    hidden(&[
        // A field whose name is a code's, in an accessibility tree, a UI
        // Automation dump and a JSON record.
        ("AXWindow title=\"Tyler New World CAD\"\n  AXGroup\n    AXStaticText value=\"Portkod\"\n    AXTextField description=\"Portkod\" value=\"81911\"\n    AXCheckBox title=\"Show\" value=1", "81911"),
        ("AXTextField description=\"Code de déverrouillage\" value=\"87586236\"", "87586236"),
        ("Window \"GMS Meldkamer\"\n  Pane \"\"\n    Text \"Türcode\"\n    Edit \"Türcode\" Value: \"62306\"\n    Button \"Speichern\"", "62306"),
        ("{\"access\": {\"type\": \"keysafe_code\", \"label\": \"Kod till nyckelgömma\", \"value\": \"386A\"}}", "386A"),
        // An alarm company's code word, in other languages, named for
        // whom it is before its colon.
        ("Station 42 Kodeord til vagtselskab: Mælkebøtte Patrulje 11", "Mælkebøtte"),
        ("JRG 17 Hasło dla agencji ochrony: Wrzos 22.02.2024", "Wrzos"),
        ("Lösenord hos larmbolaget: Blåklocka", "Blåklocka"),
        ("Keyholder verification word for the alarm company: marigold", "marigold"),
        ("合言葉: かみなり雲", "かみなり雲"),
        // A safe's dial, each turn's way before its number.
        ("Sticky Notes\nQuartel 15\nCombinação R20-L80-R69", "R20-L80-R69"),
        ("Stanice 22 Kombinace: R62-L23-R58 07.10.2024", "R62-L23-R58"),
        // A code typed after the agent notes its field has the focus.
        ("NCIC login screen shows \"PASSCODE\" field focused.\n{\"action\":\"left_click\",\"coordinate\":[828,507]}\n{\"action\":\"type\",\"text\":\"3127679948\"}", "3127679948"),
        ("Clicked into the パスワード box. {\"name\": \"computer\", \"input\": {\"action\": \"type\", \"text\": \".Hashigo605ko\"}}", ".Hashigo605ko"),
        // Controls: a password's field named by `Name=` after `Edit`.
        ("Edit Name=\"PIN\" IsPassword=True Value=\"Z_R@4XB-puUb\"", "Z_R@4XB-puUb"),
    ]);
    kept(&[
        // A public code's field.
        "Edit \"Postcode\" Value: \"1012 AB\"",
        "AXTextField description=\"Error code\" value=\"4021\"",
        // Whom a password is for ends at its sentence's end.
        "Digite sua senha para continuar. Maximo: sessão encerrada após 15 minutos.",
        "Passwort für das WLAN: siehe Aushang",
        "Edit Name=\"Benutzer-Identifikation\" Value=\"g.romano\"",
    ]);
}

#[test]
fn public_ids_counts_and_reset_notices_are_no_secrets() {
    kept(&[
        // A PI Web API object's id; a public key's comment, its owner.
        "Asset FIT-1203\nAsset ID: e44f2ab1-a298-473c-9ee4-3330c6e67be4\nWebId: F1Emsp6XxQRMQjHjOqhIgbQT5W8p-UJMBZ9oQP8c3P8p",
        "ops@jump-ot-01:~$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDHKiSD4fyvqhS5KySlJahEUazuCyVt+qBaJ/s0c9gkH eng@EWS-TIA-07",
        // A search's count of results, its thousands after a comma.
        "Bing – ignition gateway forgot admin password reset  – about 582,906 results",
        // A badge's or a card's number in a notice that its PIN was reset.
        "PIN reset requested for badge 48213. The new PIN will be issued in person at the security office.",
        "Zgłoszono reset PIN-u dla karty 48213. Nowy PIN zostanie wydany osobiście w biurze ochrony.",
        "Solicitada redefinição de PIN do crachá 48213. O novo PIN será entregue pessoalmente na portaria.",
        // A password's state in Korean: not set.
        "Maximo 서비스 계정 – 비밀번호: 설정 안 됨 (Windows 통합 인증 사용)",
    ]);
    hidden(&[
        // Controls: a code given after the notice, by its name, a verb or
        // a colon, in its own sentence; a number with thousands that is a
        // password's whole value.
        ("PIN reset requested, new PIN 4821", "4821"),
        ("PIN reset to 4821", "4821"),
        ("PIN reset requested. Your code 482913", "482913"),
        ("password: 582,906", "582,906"),
        (
            "WebId: F1Emsp6XxQRMQjHjOqhIgbQT5W8p-UJMBZ9oQP8c3P8p\npassword: Xk9#mQ2vL7",
            "Xk9#mQ2vL7",
        ),
    ]);
}

#[test]
fn vouchers_not_to_share_passwords_run_as_commands_and_values_before_their_names() {
    hidden(&[
        // A cash transfer's voucher in a message that says to give it to
        // no one, in Swahili, French, Somali, Bengali and Amharic.
        ("WFP: Msimbo wako wa vocha kwa mgao wa tarehe 3/2 ni 601508. Uonyeshe pamoja na kitambulisho chako. Usimpe mtu.", "601508"),
        ("WFP: Votre code de bon pour la distribution du 12/6 est 4569668517. Présentez-le avec votre carte. Ne le donnez à personne.", "4569668517"),
        ("RedCross: Koodhka foojarkaaga qaybinta 27/9 waa N71C-TJUY. La tag aqoonsigaaga. Cidna ha siin.", "N71C-TJUY"),
        ("UNHCR-CBI: 16/9 তারিখের বিতরণের জন্য আপনার ভাউচার কোড 211932। কাউকে দেবেন না।", "211932"),
        ("40404: ለ17/11 ስርጭት የቫውቸር ኮድዎ 8718300645 ነው። ለማንም አይስጡ።", "8718300645"),
        // A password typed at a prompt, which the shell names as no
        // command.
        ("fieldops@kbl-laptop-07:~$ ZawadiFumbo75\nZawadiFumbo75: command not found\nfieldops@kbl-laptop-07:~$ sudo apt update", "ZawadiFumbo75"),
        ("PS C:\\Users\\office> M0s41c_phoenix\nM0s41c_phoenix : The term 'M0s41c_phoenix' is not recognized as the name of a cmdlet", "M0s41c_phoenix"),
        // A password before the words that name it, in brackets, after a
        // dash, in Arabic and in Swahili.
        ("MosaicManna21 (c'est le mot de passe du wifi)", "MosaicManna21"),
        ("harbour-bayanihan19 — das ist das neue WLAN-Passwort", "harbour-bayanihan19"),
        ("Siloam2020- هي كلمة المرور الجديدة", "Siloam2020-"),
        ("LumiereHoffnung24 ndilo nenosiri jipya", "LumiereHoffnung24"),
        // A backup's passphrase named in Spanish and Swahili, what it is
        // for before its colon.
        ("Frase de paso del respaldo cifrado: drum.basket.bicycle.monsoon.insect", "drum.basket.bicycle.monsoon.insect"),
        ("Kauli ya siri ya hifadhi rudufu: nectar_savanna_engine_rocket_willow_meadow_81", "nectar_savanna_engine_rocket_willow_meadow_81"),
        ("codeword: Girasole", "Girasole"),
    ]);
    kept(&[
        // A command mistyped; a notice that says not to share with no
        // code's word before its number.
        "pyhton3: command not found",
        "Your order 2024 ships today. Do not share this link.",
        // `Unicode word` and `UnicodeWordError` name no code word.
        "[configuring heuristic support for Unicode word boundaries](dense::Config::unicode_word_boundary).",
        "error::Error, parser::{parse, Parser, ParserBuilder}, unicode::UnicodeWordError, }; use alloc::{string::String, vec::Vec};",
    ]);
}

#[test]
fn codes_keys_and_passwords_named_in_swahili_somali_haitian_and_french() {
    hidden(&[
        ("Banque de l'association — identifiant 7829608499, code confidentiel 499699", "499699"),
        ("Simu ya zamu — nambari ya kufungua: 470658", "470658"),
        ("Namba ya siri ya kufuli ya stoo ni *7046", "7046"),
        ("Msimbo: 5-3-8-7", "5-3-8-7"),
        ("VolunteerHub Magaca isticmaalaha：admin Furaha sirta：rainbow+goma63", "rainbow+goma63"),
        ("Erayga sirta ah ee lacag qaadashada xawaaladda: Mango646", "Mango646"),
        ("{\"server\": \"mail.x.org\", \"user\": \"noreply\", \"mot_de_passe\": \"Koinonia2016.\", \"port\": 587}", "Koinonia2016."),
        ("L2TP VPN — clé pré-partagée : pTU6ARvh9cbUZ", "pTU6ARvh9cbUZ"),
        ("Messages — VERIFY Koodhkaaga xaqiijinta waa 3979 19:08", "3979"),
        ("Kòd verifikasyon ou se 59201116", "59201116"),
    ]);
    kept(&[
        // The same words with no value, or a public number.
        "Msimbo wa posta: tafadhali andika",
        "Banque de l'association — identifiant 7829608499",
        "{\"mot_de_passe_min_length\": 12}",
    ]);
}

#[test]
fn configs_dials_and_quoted_labels_of_field_sites_keep_their_secrets() {
    hidden(&[
        // An element inside another that names nothing; a member after an
        // index (OpenWrt's `uci show`).
        ("<UserManager>\n  <User name=\"scada_ro\">\n    <Password>5W1LULdxxs9MCg</Password>\n  </User>", "5W1LULdxxs9MCg"),
        ("root@RUT241:~# uci show mobile\nmobile.@sim[0].apn='telstra.internet'\nmobile.@sim[0].pincode='4339'", "4339"),
        // A password's label quoted before its `=`.
        ("Dana Whitfield: for the vendor laptop → \"Passord\" = Skid#7162!", "Skid#7162!"),
        // A magazine's combination in Russian and Korean; an alarm's
        // code to disarm it in French and Arabic.
        ("[13:25] Дмитрий Попов: Шифр склада ВМ № 1: 20-92-92. Вскрытие только вдвоём.", "20-92-92"),
        ("이서연 10:29 3번 화약고 다이얼 번호: 19-64-41. 반드시 2인 입회.", "19-64-41"),
        ("Alarme intrusion au site de Lacq-Ouest : code de désactivation 232981, puis appeler la salle de contrôle.", "232981"),
        ("إنذار التسلل في محطة ضخ الشعيبة: رمز الإلغاء 1714، ثم اتصل بغرفة التحكم.", "1714"),
    ]);
    kept(&[
        "<Config>\n  <Server name=\"db\">\n    <Port>5432</Port>\n  </Server>\n</Config>",
        "items[0].name='widget'",
        "arr[1].token_count=4096",
        "mobile.@sim[0].pincode_length='4'",
        "\"Passwort\" ist falsch",
    ]);
}

#[test]
fn a_devices_unlock_code_in_letters_and_digits_is_found_where_an_evidence_log_gives_it() {
    hidden(&[
        ("João 04:18 Item 1: celular, código de desbloqueio informado pelo conduzido: tbf5eptv", "tbf5eptv"),
        ("Station 9 Upplåsningskod: qf6geu8r", "qf6geu8r"),
        ("Beslag 2: mobiltelefon, upplåsningskod uppgiven av den misstänkte: fduqsby5", "fduqsby5"),
        ("Scellé n°2 : téléphone portable, code de déverrouillage communiqué par le mis en cause : kjf0fm3h", "kjf0fm3h"),
        ("Property receipt note: suspect disclosed phone PIN ygtbo0yk (see recorded interview)", "ygtbo0yk"),
    ]);
    kept(&[
        // No digit, or a number that counts or names a model.
        "Unlock code: expired",
        "Unlock code sent to device 2 minutes ago",
        "unlock code for iPhone 15",
    ]);
}

/// Found in an accounting and payroll corpus, first measured without
/// being read: a user and a password before a word of the login, a
/// named phrase whose last word ends in a digit, a portal's sign-in code,
/// a code before `is the code` in Italian and Norwegian, a Japanese quote
/// after `は`, and a code after Russian's `with the code`.
#[test]
fn pairs_before_a_login_word_phrases_and_portal_codes_keep_their_secrets() {
    hidden(&[
        ("Til DNB Bedrift bruker du e.haugen / sommer@24Kontor. Bytt passord ved første innlogging.", "sommer@24Kontor"),
        ("Kurze Info: Lohn läuft jetzt über krugerl / Mandant2022_. Bitte nach dem ersten Login ändern.", "Mandant2022_"),
        ("Till BL Administration använder du linnea / KanelbulleMalmo28+. Byt lösenord vid första inloggningen.", "KanelbulleMalmo28+"),
        ("Vault master passphrase: ember harbor harbor meadow tulip ledger walrus walrus6", "ember harbor harbor meadow tulip ledger walrus walrus6"),
        ("Frase maestra del gestor: tortuga almendra cometa pimienta cometa guitarra", "tortuga almendra cometa pimienta cometa guitarra"),
        ("Welkom bij je Loket.nl-account.\nActivatiecode: QAGW43HT\nPersoneelsnummer: 94648", "QAGW43HT"),
        ("Ihr Registrierungscode: 3K6UVHMQ\nPersonalnummer: 92130", "3K6UVHMQ"),
        ("743579 è il codice di sicurezza per Intesa Sanpaolo. Non ti verrà mai chiesto al telefono.", "743579"),
        ("86275881 er sikkerhetskoden din for ID-porten.", "86275881"),
        ("新しいパスワードは「Regen-Wolke-Anker-Brezel」です。", "Regen-Wolke-Anker-Brezel"),
        ("код двери 386843, сигнализация снимается кодом 4750.", "4750"),
    ]);
    kept(&[
        // A menu's path and a pair of words before a login's word.
        "Settings / Passwords / Login",
        "Home / Accounts and login",
        "Use TCP / IP to log in",
        // A phrase's label over a sentence; a code's label with no code.
        "Vault master passphrase: must be at least twelve words long",
        "Registrierungscode: PERSONALNUMMER eingeben",
        // A number before `is the` something other than a code.
        "2024 è il anno del bilancio",
    ]);
}

/// Found in the same corpus: a password on a sticky note by a screen, a
/// photo's OCR reading the note line by line, and a password among a
/// clipboard history's entries.
#[test]
fn sticky_notes_and_clipboard_histories_keep_their_passwords() {
    hidden(&[
        // A letter whose lowercase is longer (`İ`) elsewhere in the text,
        // and a name in capitals.
        ("İstanbul ofis — STICKY NOTE:\nATO\nAudit_Ledger77", "Audit_Ledger77"),
        ("OCR (photo of monitor) — sticky note:\nATO\nAudit_Ledger77", "Audit_Ledger77"),
        ("OCR (foto del monitor) — pósit:\na3ASESOR\nContable&Playa68", "Contable&Playa68"),
        ("OCR (foto van scherm) — geeltje:\nBasecone\nbelasting?25Fiets", "belasting?25Fiets"),
        ("OCR (photo de l'écran) — post-it :\nQuadra\n&Paris891loup", "&Paris891loup"),
        ("OCR (photo de l'écran) — post-it :\nQuadra\nNantes_Compta_2019", "Nantes_Compta_2019"),
        ("Clipboard history (Win+V)\n• Summit Roofing Inc. – 2024 organizer.pdf\n• haring.sleutel.appel.sleutel5\n• https://app.karbonhq.com/work/812085\nPinned • Clear all", "haring.sleutel.appel.sleutel5"),
        ("Clipboard history (Win+V)\n• citron.nuage.falaise.marmotte\nPinned • Clear all", "citron.nuage.falaise.marmotte"),
    ]);
    kept(&[
        // A note of words, a system's name, a link; a note far above.
        "Sticky Notes\nCall the bank at 3\nQuadra\nhttps://quadra.fr/login",
        "sticky note:\nbuy milk\n\n\n\nInvoice total 2024",
        // What else a clipboard holds: a file's name, a link, an IBAN, an
        // amount, a reference, a word with digits.
        "Clipboard history (Win+V)\n• organizer_2024.pdf\n• https://app.karbonhq.com/work/812085\n• DE89370400440532013000\n• 1,250.00\n• INV-2024-0042\n• invoice2024\nPinned • Clear all",
    ]);
}

/// First-sight false positives of hotel, film and library corpora: a card
/// receipt's approval code and terminal ids, an iCalendar `UID:`, a
/// harvest's cursor, a checksum file's lines, a cinema certificate's
/// thumbprint and a broadcast file's id, a shot's versioned name typed, a
/// `key` that is an adjective, settings that say no password is set, and a
/// password policy's count in Korean and Arabic. Each kept case has a
/// control beside it that still loses its secret.
#[test]
fn receipts_calendar_ids_cursors_checksums_and_shot_names_are_no_secrets() {
    kept(&[
        "VISA CONTACTLESS  ************4800\nAUTH CODE: NW9DFL\nTID: 64842532  RRN: 291335223534\nThank you!",
        "BEGIN:VEVENT\nSUMMARY:Reserved\nUID:945efe16579d040d4e1f2279e3988cf3-cf4e90d476ff51d555cbf9b2f3107f05@airbnb.com\nEND:VEVENT",
        "<resumptionToken completeListSize=\"590273\" cursor=\"100\">MToxMDB8Mjp8Mzp8NDp8NTpvYWlfZGM=</resumptionToken>",
        "$ cat manifest-sha256.txt\n06e1b8428d8f18543df3e4bf381a1a893e123c0f8877a364b54353a35125eca0  data/alto/0001.xml\n75750a810cbd550687f0a5ac0e7bdfe1bb9a8b5d476bc277527da989ab44cbd3  data/f004v.tif\n",
        "Certificate thumbprint (dnQualifier): 5XsQQKyniZVW5sBrB0JxkdDOaiw=",
        "UMID: 060A2B340101010501010D43130000005A902DE16CC42545B49AEC26D23A967B",
        "{\"action\":\"type\",\"text\":\"ORR_181_0480_comp_v024\"}",
        "• Key art: 2000x3000 JPEG, no text",
        "Jelszó: nincs beállítva\nŞifre: tanımlanmamış",
        "Confirm new password\n\n비밀번호는 12자 이상이어야 하며 영문 대소문자와 숫자를 포함해야 합니다.",
        "Confirm new password\n\nيجب أن تتكون كلمة المرور من 12 حرفًا على الأقل.",
    ]);
    hidden(&[
        // An approval code with no card above it is a code; a receipt's
        // line holds no password after its ids.
        ("Your auth code: NW9DFL", "NW9DFL"),
        (
            "UID:945efe16579d040d4e1f2279e3988cf3\nwifi password: Tr4m-Lantern-55",
            "Tr4m-Lantern-55",
        ),
        (
            "{\"action\":\"type\",\"text\":\"ORR_181_0480_Xk9#mQ2vL7\"}",
            "ORR_181_0480_Xk9#mQ2vL7",
        ),
        (
            "Key: 4f3a9c1e8b2d7f60a5c4e3d2b1a09f8e",
            "4f3a9c1e8b2d7f60a5c4e3d2b1a09f8e",
        ),
        (
            "Phrase secrète du disque : « pigeon fjord pylon maple cobalt marble 58 »",
            "pigeon fjord pylon maple cobalt marble 58",
        ),
        (
            "暗証番号は本日から ｇ２ＦｋＨＨｅ２２ｘＷｐ です。",
            "ｇ２ＦｋＨＨｅ２２ｘＷｐ",
        ),
    ]);
}

/// Found in a hotel and short-term rental corpus, first measured without
/// being read: an alarm's code before its panel's `OFF` key, a hotspot's
/// voucher, a private calendar feed's token, a door's code beside its
/// emoji, a self check-in kiosk's `your code is` in Thai, Vietnamese and
/// Arabic, a code `with` which a gate opens in Czech and Arabic, a room's
/// number with its letter between a code's name and its value, and a
/// password's label split by OCR.
#[test]
fn a_rentals_alarm_vouchers_feeds_and_kiosk_codes_keep_their_secrets() {
    hidden(&[
        ("El panel de la alarma está en el armario del pasillo. Desactívala en 30 segundos marcando 2575 y OFF.", "2575"),
        ("لوحة الإنذار في خزانة الممر. أوقف الإنذار خلال 30 ثانية بإدخال 9317 ثم OFF.", "9317"),
        ("경보기 패널은 복도 수납장 안에 있습니다. 30초 안에 100852 입력 후 해제 버튼을 눌러 주세요.", "100852"),
        ("Omada Portal · Stadsvillan B&B\nKode voucher: 33319-96108\nBerlaku sampai: 2025-01-17 23:27", "33319-96108"),
        ("접속 코드: 38542-42025", "38542-42025"),
        ("Feed URL: http://www.vrbo.com/icalendar/1a9cd2fadbcda53a7f949c90b34713e8.ics?nonTentative", "1a9cd2fadbcda53a7f949c90b34713e8"),
        ("https://admin.booking.com/hotel/hoteladmin/ical.html?t=4c61d3e7-bb57-480e-a41a-994adf8a78ca", "4c61d3e7-bb57-480e-a41a-994adf8a78ca"),
        ("➡️4472⬅️ front door", "4472"),
        ("ล็อกเกอร์หมายเลข 84 รหัสของคุณคือ 432842 กรุณารีเซ็ตตอนเช็คเอาท์", "432842"),
        ("Tủ đồ số 73 – mã của bạn là 6303. Vui lòng đặt lại khi trả phòng.", "6303"),
        ("الخزانة رقم 88 – رمزك هو 582412. يرجى إعادة ضبطه عند المغادرة.", "582412"),
        ("Parkování: závora se otevře kódem 4677 na klávesnici.", "4677"),
        ("الموقف: تُفتح البوابة بإدخال الرمز 1009 على لوحة المفاتيح.", "1009"),
        ("С сегодняшнего дня новый код для Apt 3B: 145592", "145592"),
        ("WLAN-Pass wort :  ze4p02utwkuh", "ze4p02utwkuh"),
        // A short password with a symbol, digits spaced by dashes, the
        // keychain printed with `-wa`, a key box's number in Japanese.
        ("mdp lo7#", "lo7#"),
        ("Türcode: 5 - 8 - 1 - 1 - 5 - 5", "5 - 8 - 1 - 1 - 5 - 5"),
        ("frontdesk@iMac ~ % security find-generic-password -wa \"KT_GiGA_5G_Hanok\"\nwindow-harbor-7135\nfrontdesk@iMac ~ %", "window-harbor-7135"),
        ("キーボックス番号　４３７６００", "４３７６００"),
    ]);
    kept(&[
        // `OFF` with no alarm named; a voucher's public number; a feed's
        // link with no token; a door's emoji beside a room's number.
        "Set volume to 2000 and OFF",
        "Voucher batch 2025-11 printed: 50 vouchers, 1 day each",
        "Import your calendar: https://www.airbnb.com/calendar/ical/817272087.ics",
        "🚪 Room 12",
        // A count after a password's label, with no symbol.
        "Password: 4 chars",
        "mdp min 8 car.",
    ]);
}

/// Found in a library, museum and university corpus, first measured
/// without being read: a password piped into `vncpasswd` inside a process
/// substitution, Kaltura's `ks` session in a URL, a login's user and
/// password after Japanese `ログイン`, an alarm's code before `+ Taste AUS`,
/// a licence's key in groups of eight.
#[test]
fn substitutions_sessions_and_logins_of_a_campus_keep_their_secrets() {
    hidden(&[
        (
            "vncviewer 10.86.62.9:5900 -passwd <(echo 'xbJ=*3WicVFzv7.~' | vncpasswd -f)",
            "xbJ=*3WicVFzv7.~",
        ),
        (
            "GET /api/v2/objects?ks=djJ8WzLHZzCukbQBD3DTjfqpyFW/OaZf3jbCQTz5XJxnZLjW HTTP/1.1",
            "djJ8WzLHZzCukbQBD3DTjfqpyFW/OaZf3jbCQTz5XJxnZLjW",
        ),
        (
            "撮影ステーション7（Phase One）ログイン: capture / ^51gQ9fK5nJ",
            "^51gQ9fK5nJ",
        ),
        (
            "Alarmanlage Ausstellungshalle unscharf schalten: 42330* + Taste AUS",
            "42330",
        ),
        // A licence's key in groups of eight after words naming it.
        (
            "Lizenzschlüssel OCR-Engine (Goobi-Workflow): WLS8RG54-BIKW77U5",
            "WLS8RG54-BIKW77U5",
        ),
        (
            "Seriennummer/Lizenz: 19613372-96FC8E94-F2A8EB3E",
            "19613372-96FC8E94-F2A8EB3E",
        ),
    ]);
    kept(&[
        // Substitutions that read no password; a help menu's path after
        // `ログイン`.
        "diff <(sort a.txt) <(sort b.txt)",
        "ログイン: ヘルプ / よくある質問",
        // A licence's name and its term.
        "Lizenz: GPL-3.0",
        "Lizenzen: 20250101-20251231",
    ]);
}

/// Found in a film and TV production corpus, first measured without being
/// read: an answer to a chat's question for a password with other short
/// messages between, a two-column dialog read column by column, a value
/// with its label in brackets after it, Windows' German pre-shared key, a
/// German combination lock.
#[test]
fn answers_in_chat_column_read_dialogs_and_bracketed_labels_keep_their_secrets() {
    hidden(&[
        ("Rui: ¿alguien tiene la contraseña del wifi?\nQuinn: one sec\nRui: le camion arrive à 8h\nQuinn: b2zmAWmZ1l\nRui: 🙏", "b2zmAWmZ1l"),
        ("n.olsen: wie war nochmal das pw für den medienserver?\nlena: moment\nlena: hab's\nlena: _octavo2480Xw\njonas: danke!!", "_octavo2480Xw"),
        ("OCR (two-column dialog, read column-wise)\nServer\nBenutzer\nPasswort\nPort\nascp.ceresaudio.de\ncolorist01\nQuartz7790.\n33001", "Quartz7790."),
        ("Server\nUsername\nPassword\nPort\n\nldap.uni-example.de\nr.haddad\nLaumarginalia_31\n636", "Laumarginalia_31"),
        ("Festival FTP\ntundra_hollow_falcon_28  (Adgangskode)", "tundra_hollow_falcon_28"),
        ("Resolve project server\nglacier+Harbor52  (Hasło)", "glacier+Harbor52"),
        ("L2TP VPN für Heimarbeitsplätze\nVorinstallierter Schlüssel: _wH=VIvkb!zM__B3R*", "_wH=VIvkb!zM__B3R*"),
        ("Zahlenschloss am Objektivkoffer: 7971", "7971"),
        // A crew sheet's padlock column, a rental's units and their codes,
        // a semicolon's table whose rows end in an empty cell.
        ("crew,role,truck,padlock_combo,radio_ch\nTomás,Line Producer,Camera truck,133012,\nHiro,Gaffer,Edit 1,5498,weekends only", "5498"),
        ("| Unit | Guest | Code |\n|---|---|---|\n| Penthouse | Erik Lindqvist | 0519 |\n| Casa 2 | Marco Bianchi | 7964 |", "7964"),
        ("| Apartamento | Huésped | Código |\n|---|---|---|\n| Unit 12 | Marco Bianchi | 176077 |", "176077"),
        ("Name;Abteilung;Raum;Türcode;Bemerkung\nMina;Loader;Camera truck;4532;\nAna;Colorist;Camera truck;824768;", "4532"),
    ]);
    kept(&[
        // A form's labels with no values after them; values that are a
        // name, an address and a button; a note in brackets; a chat that
        // asks and gets no password; code's types behind a reference.
        "Name\nEmail\nPassword\nSign in\nForgot password?\nCreate account",
        "Name\nEmail\nPassword\n\nJane\njane@x.io\nShow",
        "Settings (Password)",
        "ana: what's the wifi password?\nbo: ask reception\nana: ok thanks",
        "fn new_internal(key: &[u8; 32], iv: &[u8]) -> Self {",
        "let pred = |key: &i32, _value: &mut char| *key % 2 == 0;",
        // A code column beside no lock or unit: a product's codes.
        "| Product | Code |\n|---|---|\n| Espresso | 0519 |",
    ]);
}

/// Found in the film and library corpora: what an agent's step types into
/// a secure text field, a key's label with the system it is for in
/// brackets and its value on the next line after an arrow, a studio's
/// alarm set with its code.
#[test]
fn secure_fields_labels_for_a_system_and_alarm_sets_keep_their_secrets() {
    hidden(&[
        ("Step 12: clicked AXSecureTextField \"Password\" in Aspera Connect\nAction: TYPE\nTarget: AXSecureTextField \"Password\"\nText: Lantern54_", "Lantern54_"),
        ("LibCal client secret (Produktion)\n→ 14371d1e92815fa12df6b117c987a341", "14371d1e92815fa12df6b117c987a341"),
        ("Dataverse API Token (production)\n→ 758117a2-d5aa-4efc-88a7-8769335cada5", "758117a2-d5aa-4efc-88a7-8769335cada5"),
        ("スタジオ退出手順\n1. 卓の電源OFF\n2. 警報セット：121391 → 警戒\n3. 施錠", "121391"),
    ]);
    kept(&[
        // A reference where the value goes; a secure field's placeholder.
        "API key (test)\n→ see vault",
        "Target: AXSecureTextField \"Password\"\nValue: (empty)",
    ]);
}

/// First-sight false positives of the accounting corpus, read after its
/// second measurement: HMRC's IRmark and a submission's reference on a
/// receipt, a company's name typed in Japanese, a password's field that
/// says it is not set in Greek. Controls: a token after
/// `IRmark` in a password's place, a typed password with a Latin letter.
#[test]
fn tax_receipts_typed_names_and_unset_fields_are_no_secrets() {
    kept(&[
        "HMRC submission receipt\nYour Self Assessment return has been received.\nIRmark: 6O2CFRMTJ7VR7NL735PR2D24VS2K3B3T\nSubmission reference: HUQSJEXKOSZEI0ZRY8G7\nUTR: 4557531855",
        "{\"action\": \"type\", \"text\": \"中村運送株式会社\"}",
        "Κωδικός: δεν έχει οριστεί",
    ]);
    hidden(&[
        (
            "IRmark: 6O2CFRMTJ7VR7NL735PR2D24VS2K3B3T\npassword: Xk9#mQ2vL7",
            "Xk9#mQ2vL7",
        ),
        (
            "{\"action\": \"type\", \"text\": \"中村2024運送\"}",
            "中村2024運送",
        ),
    ]);
}

#[test]
fn a_practices_front_desk_sheet_key_boxes_and_user_tables_keep_their_secrets() {
    hidden(&[
        // A Wi-Fi key after the network's words and a colon (rule:
        // secret_assignment, its Wi-Fi reading).
        (
            "EMPFANG – NICHT ENTFERNEN WLAN Praxis-Intern: malpeyuc-l4bd7odb Kartenterminal",
            "malpeyuc-l4bd7odb",
        ),
        ("RECEPCIÓN Wifi interno: SonrisaStaff42970! Datáfono", "SonrisaStaff42970!"),
        ("Staff Wi-Fi: 9oy7i8d1-dui9gczi EFTPOS", "9oy7i8d1-dui9gczi"),
        ("Wi-Fi ordinace: 5HpgAVYWJwlSTxrv Terminál", "5HpgAVYWJwlSTxrv"),
        ("Wifi interno: 3444 0848 7884 6719 1332 Datáfono", "3444 0848 7884 6719 1332"),
        // A card terminal's supervisor code (payment_terminal_code).
        ("RECEPCIÓN Datáfono (supervisor): 8727 Gesden", "8727"),
        ("Terminál – správce: 9760 Objednávkový systém", "9760"),
        ("Konnektor-Admin: 32237", "32237"),
        // A key box's code, its name inflected, a keypad's star beside it.
        ("Nyckelskåpet vid bakdörren: *2853", "2853"),
        ("Avainkaappi takaovella: 7474*", "7474"),
        ("Schránka na klíče u zadního vchodu: 0424*", "0424"),
        ("Arka kapıdaki anahtar kutusu: 9947*", "9947"),
        ("code van het sleutelkastje: 6 · 2 · 9 · 2 · 5 · 9", "6 · 2 · 9 · 2 · 5 · 9"),
        ("Riasztó kódja: 5262*", "5262"),
        // Orthanc's users and their passwords, also escaped.
        (
            "\"AuthenticationEnabled\" : true, \"RegisteredUsers\" : { \"admin\" : \"Lun3ttes?44\", \"cbct\" : \"qmwku=Y%VPMVxsiHry\" }, \"DicomAet\" : \"X\"",
            "qmwku=Y%VPMVxsiHry",
        ),
        (
            "{\\\"RegisteredUsers\\\": {\\\"radiologie\\\": \\\"bril.linde.tiger49\\\"}}",
            "bril.linde.tiger49",
        ),
        // A temporary password's label, `P/W`, a login in other words.
        (
            "Usuario: labor9 Contraseña temporal: AgGnwvuA Le recomendamos cambiarla",
            "AgGnwvuA",
        ),
        ("KZV P/W:PdlX*y~#iqZrfS", "PdlX*y~#iqZrfS"),
        ("PC-Anmeldung: dr.lindner / +QTf!YHhSF Personaleingang", "+QTf!YHhSF"),
        ("Στοιχεία για το portal του εργαστηρίου: dr.main / Donti@_03", "Donti@_03"),
        ("Codice di attivazione: L9pbdV3WhP5dOHX", "L9pbdV3WhP5dOHX"),
        ("Maksun vahvistustunnus hammaslaboratoriolle: 212828", "212828"),
        ("gulus_gulus_sol68 laboratuvar portalının yeni şifresi", "gulus_gulus_sol68"),
        ("Kund: ...lösenordet är Sommar!24nwt7, stor första bokstav.", "Sommar!24nwt7"),
        // Backup codes under the account's label, in groups of three.
        (
            "Codes de secours\nChaque code n'est utilisable qu'une fois.\nCompte : s.girard@garageducentre.fr\n\n1. BVPA6WUXC4\n2. K4RF2K9WZV\n3. G73VXHCD4F",
            "K4RF2K9WZV",
        ),
        (
            "Sicherungscodes für m.weber@example.de\nBewahren Sie diese Codes sicher auf. Jeder Code ist nur einmal gültig.\n1. 5A03-3N7Y-Z15X\n2G3D-VIPR-YRYC\n3. 3M2H-R980-HS1Y\n4. TQQC-2RIF-P58V",
            "TQQC-2RIF-P58V",
        ),
        // A code in a form's boxes, a card wrapped by a scan, an
        // authenticator's code beside its countdown in words.
        ("Saisissez le code reçu par SMS [ 9 6 9 3 0 1 ] Valider", "9 6 9 3 0 1"),
        (
            "Kreditkartenautorisierung / Credit card authorisation (scan)\nKarten-Nr. / Card no.: 5311 8479\n9839 1459\nGültig bis / Exp: 01/27",
            "8479\n9839",
        ),
        ("Google 認証システム\n販売店ポータル (s.takahashi)\n305 964\n残り 9 秒", "305 964"),
        ("Яндекс Ключ\nДилерский портал (a.smirnov)\n132 022\nосталось 14 с", "132 022"),
        // What an automation types after other commands, or a call's JSON
        // inside a message's; a car's gateway's unlock token.
        (
            "$ xdotool search --name 'ODIS Service' windowactivate --sync type --delay 50 'W0XBmvm_OfHg'",
            "W0XBmvm_OfHg",
        ),
        (
            "{\"name\": \"computer\", \"input\": \"{\\\"action\\\": \\\"type\\\", \\\"text\\\": \\\"~_o7E&c1yv5*\\\"}\"}",
            "~_o7E&c1yv5*",
        ),
        ("AutoAuth one-time unlock token: 108507 Expires in 10 minutes.", "108507"),
        ("Jeton de déverrouillage unique : 240730", "240730"),
        ("WIFI Taller_Clientes KEY xFKjRVCBNYv6HRUG", "xFKjRVCBNYv6HRUG"),
    ]);
    kept(&[
        // A network's name, address, state or band is no key.
        "Wi-Fi: Vodafone-A1B2C3",
        "Wi-Fi: ClinicNet5G",
        "WLAN: Praxis-Gast2024",
        "Wi-Fi MAC: A4:83:E7:1B:2C:9D",
        "Wi-Fi: 5GHz-2.4GHz",
        "Wi-Fi: FD-St40-Crew (secured)",
        "Bordportal: Bezpłatne Wi-Fi: PKP_Intercity — bez hasła",
        "role=dialog name=\"Wi-Fi: Stall-WLAN\"",
        // A network's name, then its key after `/` or a key's word.
        "Wi-Fi: Staff!Net2024 / ask the front desk",
        "Wi-Fi: Staff!Net2024 WPA2: x",
        // A terminal's masked code, a count, an address.
        "Riasztó kódja: 5262****",
        "POS admin: 2 users",
        "Terminal admin: 10.0.0.12",
        // A table without a user table's name, an empty one.
        "\"Users\" : { \"admin\" : \"Administrator\" }",
        "\"RegisteredUsers\" : { }",
        // Fields that say there is none, how to get it, or what it must be.
        "Lösenord: inte angivet",
        "Contraseña del wifi: preguntar en recepción",
        "Kennwort: mind. 10 Zeichen, Groß-/Kleinbuchstaben und Ziffer",
        "£200 p/w plus bills",
        "Bugün yeni şifre politikası",
        "Anmeldung: Montag / Dienstag",
        // Public numbers of a garage: a warranty's damage code, a
        // charging session's id, a vehicle's number typed, a case number
        // typed, a booking's confirmation number.
        "Warranty claim DG9872437\nDamage code: 57316 30  Labour op: 92203898",
        "Charging session complete\nCharge point: NO*FOQ*E918761*3\nSession ID: 470995ee-2e2e-440f-9186-e654f37558a7",
        "{\"action\": \"type\", \"text\": \"WBAVEAXFWPPNBYL64\"}",
        "{\"action\": \"type\", \"text\": \"2024-0871\"}",
        "予約確認番号 HW0XSDUM",
        // A settings page's key words, a year's dates.
        "Wi-Fi Settings Key Management WPA2",
        "Ab 1 · 2 · 3 · 4 Uhr",
        // Keys a restaurant's web pages publish, a coupon, unset fields.
        "Adyen client key (web drop-in): live_LNUF87MJIVJT4EMQ5Q9NIYVIB0A2G4G2",
        "<script src=\"https://app.midtrans.com/snap/snap.js\" data-client-key=\"Mid-client-nyrMluObdG1xG5gr\"></script>",
        "Xendit.setPublishableKey('xnd_public_production_NWPraXEyO8Tuf4MwZiJhdbQEDlcAyaiwCzWZZjy1C1QkWHIFN0');",
        "クーポンコード RAMEN100 で100円引き",
        "Mật khẩu: chưa đặt",
        "รหัสผ่าน: ยังไม่ได้ตั้ง",
        "Hasło: nieustawione",
    ]);
    hidden(&[
        // A client's secret, Mollie's and Stripe's `live_` keys stay
        // secrets; so does a key under `client_key` in a block.
        (
            "client secret: 8a7sdf6a8s7df6a8sd7f6a8sdf",
            "8a7sdf6a8s7df6a8sd7f6a8sdf",
        ),
        (
            "MOLLIE_API_KEY=live_kR4pJ8sT2vW6xY9zA1bC3dE5fG7hJ9kL",
            "live_kR4pJ8sT2vW6xY9zA1bC3dE5fG7hJ9kL",
        ),
        (
            "sk_live_LNUF87MJIVJT4EMQ5Q9NIYVIB0A2G4G2",
            "LNUF87MJIVJT4EMQ5Q9NIYVIB0A2G4G2",
        ),
        ("Password: Xk9#mQ2vL7 (Mật khẩu: chưa đặt)", "Xk9#mQ2vL7"),
    ]);
}

#[test]
fn an_airlines_titles_safes_sent_codes_phrases_and_alarm_chats_keep_their_secrets() {
    hidden(&[
        // A command in a window's title (secret_command_line).
        (
            "Window: \"mysql -u amos_ro -pDelta+dash56 -h amos-db — Terminal — 120×32\"",
            "Delta+dash56",
        ),
        // A key named, what it is for, then its value (secret_assignment).
        (
            "client_secret for the Sabre dev studio app is MgcdBntQUvdLa22I (client_id V1:6ds7gged:DEVCENTER:EXT)",
            "MgcdBntQUvdLa22I",
        ),
        // A room's safe (safe_code), a code sent (emailed_code).
        (
            "Crew hotel Hilton Airport LIS – room 278 – I set the safe to 024729, passports are in there",
            "024729",
        ),
        ("Tresorcode im Zimmer 292: 211027 (Pässe + Crew-ID drin)", "211027"),
        ("Airbus World\nEnter the code we emailed you\nOSIYWU\nCode sent to j•••@skyhop.aero", "OSIYWU"),
        // A named phrase of capitalised words.
        (
            "VeraCrypt container 'QAR_downloads' – passphrase: Sirocco Nimbus Delta Cirrus Glide Bora Copper Rudder Echo Osprey Sirocco Apron 693",
            "Sirocco Nimbus Delta Cirrus Glide Bora Copper Rudder Echo Osprey Sirocco Apron 693",
        ),
        // Arabic's secret code, for whom glued to `ل`.
        ("الرمز السري لبوابة الشحن: oyXH9tqdOw#", "oyXH9tqdOw#"),
        // An alarm's code in chats.
        ("Den som går sist larmar på – koden är 941150", "941150"),
        ("Yang terakhir keluar tolong aktifkan alarm, kodenya 052282# 19:47", "052282"),
        ("Ai về sau cùng nhớ bật báo động, mã 009543", "009543"),
        ("마지막 퇴실자는 경비 설정 부탁드립니다. 코드 933310", "933310"),
        ("最后离开的人请布防报警器，密码*23535", "23535"),
    ]);
    kept(&[
        // Air traffic control's squawk, a password policy's length, a
        // field that says none is needed or where it is posted, a
        // flight's number typed.
        "Squawk code 2301, climb FL114, contact London Radar 134.025",
        "Transpondercode 7700 zugewiesen.",
        "Règles du mot de passe : 12 caractères minimum, une majuscule, un chiffre et un caractère spécial.",
        "Terminalde ücretsiz Wi-Fi: \"_Free_Heathrow_Wi-Fi\" ağı, şifre gerekmez.",
        "WLAN-Passwort: steht am Aushang im Crewraum",
        "{\"action\": \"type\", \"text\": \"QF1088 2025-05-18\"}",
        // Prose about a key, a phrase that says where it is, words sent.
        "the token for the staging api is rotated every 90 days",
        "Passphrase: Stored In The Team Vault",
        "Enter the code we sent you BELOW",
        "Mã đơn hàng 123456",
        "Posta kodu 34610",
    ]);
    hidden(&[
        // Not a flight's shape: a typed code of letters and digits.
        (
            "{\"action\": \"type\", \"text\": \"Xk9pQ2 2025-05-18\"}",
            "Xk9pQ2",
        ),
        // A length with a unit only after the digits: `12` alone is a
        // value.
        ("Mot de passe : 12345678", "12345678"),
    ]);
}

#[test]
fn a_restaurants_tills_chats_and_pickup_codes_keep_their_secrets() {
    hidden(&[
        // A till's or a card machine's supervisor code in a chat, in
        // French, Swedish and Thai, a manager's PIN on a note
        // (payment_terminal_code).
        (
            "Danny: the card machine asks for a supervisor code to do a refund, it's 30466654",
            "30466654",
        ),
        ("Terminal SumUp Solo : code administrateur 37653321", "37653321"),
        ("Hej Ida, nya chefs-PIN:en till kassan är 1175. Skriv den inte på whiteboarden.", "1175"),
        ("ปอ รหัสผู้จัดการของเครื่อง POS ใหม่คือ 630864 อย่าเขียนไว้บนกระดานนะ", "630864"),
        ("OCR: Kasse 2 — Chef-PIN Oscypek-11n — nicht abreißen —", "Oscypek-11n"),
        // A chat's answer under authors' lines and short messages
        // (secret_beside_label).
        (
            "Aisha  06:41\nwhat's the code for the back gate again?\nBen  06:43\nsec, checking\nBen  06:44\nok\nBen  06:44\n088158\nAisha  06:45\n👍",
            "088158",
        ),
        (
            "Marie  06:41\nwie war nochmal der Code fürs Hoftor?\nSabine  06:43\nMoment\nSabine  06:44\n📷 Photo\nSabine  06:44\n662230",
            "662230",
        ),
        // A pickup code for an order (secret_assignment), Arabic's Wi-Fi
        // password.
        ("Wolt: Abholcode für Bestellung GGH5: 5703", "5703"),
        ("كلمة سر الواي فاي: HUMM46!us79 [Apply]", "HUMM46!us79"),
    ]);
    kept(&[
        "Chef-PIN vergessen? Bitte beim Schichtleiter melden",
        "the supervisor code policy changed in 2024",
        "Postcode für Bestellung A12: 10115",
        "Gutscheincode für Kunde K7: 4711",
        // A question answered by a time, not a code, far below.
        "what's the code for the back gate again?\nBen  06:43\nno idea, ask Sam\nSam  06:50\nmeeting moved to 7 pm",
        // Sentences about keys, many words between.
        "// From spec: To ensure JSON compatibility, if a key inside a flow mapping is JSON-like,",
        "// Two documents binding one `$defs` key differently are compared all the same: `A` on the right is",
    ]);
}

#[test]
fn a_long_token_cut_with_dots_is_still_a_token() {
    // Found by the privacy property: a bearer token whose last characters
    // are dots read as a value cut short for display.
    hidden(&[(
        "Authorization: Bearer aA_0--a_aA0_-a__-aA--_AA-A-_0...",
        "aA_0--a_aA0_-a__",
    )]);
    kept(&["API key: xkeysib-605189…(ausgeblendet)"]);
}

#[test]
fn field_stations_and_print_shops_keep_their_secrets() {
    hidden(&[
        // A card's expiry date named in words before it goes with the
        // card's number and code (payment_card).
        (
            "Hannah: renewing the plan now – studio card 4539 1488 0343 6467, exp 02/27, CVV 381?",
            "02/27",
        ),
        ("Anna: kort 4539 1488 0343 6467, giltigt t.o.m. 02/29, CVC 381", "02/29"),
        ("赵敏：续费用公司卡 4539 1488 0343 6467，有效期 05/27，CVV 381", "05/27"),
        ("Card: 4539 1488 0343 6467\nExpiry: 07/29\nSecurity code: 381", "07/29"),
        // Letter-spaced digits before `is your ... code` (code_is_yours).
        ("Deliveroo: 9 7 4 4 2 7 is your login code", "9 7 4 4 2 7"),
        // A key box's letter and three or four digits (named_access_code,
        // secret_assignment).
        ("Key safe code: AU6V", "AU6V"),
        ("Nøkkelboksen ved naustet: X108. Redningsvestene henger til venstre.", "X108"),
        ("Schlüsseltresor am Bootshaus: O070.", "O070"),
        // A value just changed, quoted (secret_assignment).
        ("The admin password for the Epson is now 'H@lft0n3796%'.", "H@lft0n3796%"),
        // A user's label in other languages before `user / password`.
        ("Laptop terenowy LT-9: użytkownik teren / cottonwood*86", "cottonwood*86"),
        ("Fältdator FD-28: användare falt / KestrelSalinity70", "KestrelSalinity70"),
        ("Field laptop FL-9: user field / Bas@lt?06", "Bas@lt?06"),
        // A password's verb says it is new (secret_assignment).
        (
            "hasło administratora do RAKwireless WisGate na stacji Białowieża to teraz MuskegMarmot75.",
            "MuskegMarmot75",
        ),
        ("Пароль администратора WisGate на станции Хибины теперь %Marmot2626.", "%Marmot2626"),
        ("adminpassordet til Digi IX20 på Ramfjordmoen er nå PermafrostBreen67", "PermafrostBreen67"),
        // A chat's question for a code, the answer after the next
        // author's name on the same line (secret_assignment).
        (
            "Tobi: Wie war nochmal der Alarmcode? Die Anlage piept schon 😬\nJana: 2109 und dann AUS",
            "2109",
        ),
        ("Tony：报警器撤防密码多少来着？要响了 阿杰：5398 然后按撤防", "5398"),
        ("Mo: anyone know the back door code? locked out 😩 Holly: *72130 Mo: legend ty", "72130"),
        // A padlock's numbers after what it locks and a colon, or after
        // its combination's name (padlock_combination).
        ("Hänglåset på instrumentskåpet: kombination 298", "298"),
        ("장비함 자물쇠 번호: 6514", "6514"),
        ("Ölçüm kabini asma kilidi: şifre 742", "742"),
        ("Notes: Gate combo 793. Park by the culvert.", "793"),
        // A safe named as a thing, where it stands, then its code
        // (safe_code).
        ("Cash safe (under desk in office): 59-29-61 Bank run Tues + Fri", "59-29-61"),
        ("Ship's safe in the chief scientist's cabin: 455787. Passports inside.", "455787"),
        ("سارة: رقم الخزنة 624349، حطوا دخل اليوم فيها", "624349"),
        // A key's name in words on the line before its value
        // (secret_assignment).
        ("Jana: nový klíč Vimeo pro portál s náhledy: 42ea91af22ebd516468eb792ec42a713", "42ea91af22ebd516468eb792ec42a713"),
        ("佐藤：受注通知用のVimeoの新しいキーです：3953cb74dc21739767fdc57df08a44b5", "3953cb74dc21739767fdc57df08a44b5"),
        ("Raúl: os paso el nuevo token de ThingSpeak para la estación Genil: SVJYY6I8KBYV0P02.", "SVJYY6I8KBYV0P02"),
        // (A key's hex of any length from 32 on, after the key's name.)
        ("Jana: nový klíč Vimeo pro portál s náhledy: 43be88ba51fea525802ef373fb87f1434", "43be88ba51fea525802ef373fb87f1434"),
        ("이서연: 고산 관측소용 새 KoboToolbox 토큰입니다 → 262805435836945edacffa8632ec7908b904c1f1 위키 말고", "262805435836945edacffa8632ec7908b904c1f1"),
        ("Clé API Copernicus pour le groupe : 64748:42e365ca-874b-46df-a357-a45840671295", "42e365ca-874b-46df-a357"),
        // A note that says its credentials stand at its end: its last
        // word (secret_assignment).
        (
            "Credentials (see last line) – Host: sftp.halftone.co – Port: 2222 – Folder: /incoming/ext658 – Please zip open InDesign packages bleed-spine-pantone-99",
            "bleed-spine-pantone-99",
        ),
        (
            "Zugangsdaten stehen ganz unten (aus der Übergabenotiz von Jan)\nStation: Schneefernerhaus\nAntenne: Yagi 9 dBi\ncompass-alpendohle-ember",
            "compass-alpendohle-ember",
        ),
        // A password in Czech's and Russian's instrumental case.
        ("PDF с цветопробой защищён паролем: 0ddop0I58Q", "0ddop0I58Q"),
        ("Náhledové PDF je chráněné heslem: gFdcLzaVE", "gFdcLzaVE"),
        // A value, then what it is (secret_assignment).
        ("flux-raven-walrus ^ that's the Skookum Flats logger password btw", "flux-raven-walrus"),
        ("UK781B4HUA is the wifi btw, not the one on the old card", "UK781B4HUA"),
        ("1927 = alarm (panel behind reception)", "1927"),
        ("{\"action\":\"type\",\"text\":\"1927 = alarm (panel behind reception)\"}", "1927"),
        ("Osprey*Kestrel9 (wifi, Pelican lab)", "Osprey*Kestrel9"),
        ("61491* – das ist übrigens der neue Code für die Hintertür", "61491"),
        ("sole-piega84 → nuova password di Uala, quella vecchia non funziona più", "sole-piega84"),
        // An alarm's code entered, or spelled out (alarm_code_then_off).
        ("PLEASE READ\nIf alarm beeps when you come in enter 9710 + ✓\nDO NOT press PANIC", "9710"),
        ("Rach: alarm is 9 3 3 7 — say it back to me", "9 3 3 7"),
        // A code said to be changed, the new one in the next sentence
        // (secret_assignment).
        ("Arkadaşlar, arka kapının şifresi değişti. Pazartesiden itibaren 061671. Lütfen yazmayın", "061671"),
        ("Chicas, el casero ha cambiado el código del portal. Desde hoy es *9483. No lo apuntéis", "9483"),
        ("다들 수고 많아요~ 월요일부터 뒷문 비밀번호 바뀝니다. 새 번호 245334 에요.", "245334"),
        ("みなさん、月曜から裏口の暗証番号が変わります。新しい番号は 1284# です。", "1284"),
        ("Priya: reset the Timely password because it kept locking us out. it's now Pearl#1984 — tell the others", "Pearl#1984"),
        // A plan's login with a password, a device's inventory row
        // (secret_assignment).
        ("Plan: 1. Open http://10.43.200.159/ 2. Log in as admin with 'nimbus-coral-thalweg8' (from Tom's message) 3. Data", "nimbus-coral-thalweg8"),
        ("Sierra RV55\t172.25.119.171\tadmin\t@Moraine2439\t2024-09-13", "@Moraine2439"),
        ("Teltonika RUT955 10.82.129.159 admin quartz-compass-anchor-bison 04/23/2024", "quartz-compass-anchor-bison"),
        // A passphrase told `literally`; a label's particle in Korean and
        // Japanese; Norwegian's verb after words.
        ("Aisha: the LUKS passphrase for the buoy disk is literally \"canyon sonde ferry\" (with spaces)", "canyon sonde ferry"),
        ("안녕하세요, 태안 Insys MRcard 관리자 비밀번호를 P13zo#86 로 변경했습니다.", "P13zo#86"),
        ("富士北麓のInsys MRcardの管理者パスワードを Cottonwood2019_ に変更しました。", "Cottonwood2019_"),
        ("Eirik: wifi-passordet om bord er gegr-fqui-fubn, nettet heter Obs_Crew", "gegr-fqui-fubn"),
        // An SMS's bracketed label (localized_code_label), a disarm
        // code in Chinese, a barrier's code with a letter (secret_assignment).
        ("【認証コード】736683 このコードの有効期限は10分です。", "736683"),
        ("样品库报警器撤防码：7616，撤防后30秒内关门。", "7616"),
        ("Code van de slagboom naar meetlocatie Cabauw: B4014. Graag weer sluiten.", "B4014"),
        // A key box's code whose letter is a `G`; a keypad's and a door
        // lock's number; a Wi-Fi key after a `|`; a password's short name
        // in Dutch after a user and a slash.
        ("Ключница у лодочного сарая: код G806. Спасжилеты висят слева.", "G806"),
        ("Chiara: tastierino ingresso laterale: 7241, dopo le 19 usate quello", "7241"),
        ("강수빈: 후문 도어락 번호 3607 입니다", "3607"),
        ("Welcome to Inkwell Studio WiFi Inkwell-Visitors | key UH*tdWL14JWHVP Ask us about banners!", "UH*tdWL14JWHVP"),
        ("Bestanden staan op hun portal: https://assets.atlas-log.com\nLogin extern.druck / ww Proof#Litho30\nLevering: 2026-11-14", "Proof#Litho30"),
        // A door's code with a letter, the door named before the code's
        // word (secret_assignment).
        ("Megan: heads up, door code for the print hall changed to 377881E from today", "377881E"),
        // An FTP client's log (ftp_password_command).
        ("Status: Connecting to ftp.mercerprint.com:21...\nCommand: USER artwork-55532\nResponse: 331 Password required for artwork-55532\nCommand: PASS RosetteCyan1676", "RosetteCyan1676"),
    ]);
    kept(&[
        // A date after a card's last four is no card's.
        "Card ending 6467, exp 02/27",
        // A fault's code, a room's number.
        "Error code E404 on the plotter",
        "Fault code F281 after the service visit",
        "Key safe code changed: see the note",
        // A user's label with no password after the pair.
        "user guide / chapter 3",
        "Benutzer / Gruppe: www-data / www-data",
        // A question about a public code, answered.
        "Tom: what's the postal code for the shop? Amy: 90210 I think",
        "Password policy: minimum length is now 12",
        // A combination's words with no numbers; a meal's combo.
        "Combination lock: see the sticker inside",
        "Combo 101 with fries",
        "Safe mode: off",
        // A key's digest, its id, a device's EUI on the key's line.
        "SSH key fingerprint (MD5): 16276cd7bc1a6edc5a19ab98412b89c1",
        "Token id: 9f86d081884c7d659a2feaa0c55ad015",
        "LoRaWAN keys: DevEUI: 70B3D57ED0041234",
        // A note's end that is a word; a note about credentials at the
        // end of a process.
        "Credentials are at the bottom of the page. Thanks",
        "Login at the end of the onboarding flow: step 5 of 5",
        // `=` and `is` after words that are no value.
        "status = alarm",
        "Guest is the wifi network for visitors",
        // A test runner's PASS, an FTP session with no password sent.
        "PASS [   0.003s] cu-projection tests::user_agent",
        "Command: USER anonymous\nResponse: 331 Password required",
        // A changed code's sentence followed by a year, a count, words.
        "The PIN policy changed. It is 2024 guidance now",
        "Code changes: this is 1500 lines of diff",
        "Password changed successfully. Your account is secure.",
        // Templates' placeholders in other languages.
        "# .env.exemplo – preencha com seus valores\nTTN_API_KEY=SUA_CHAVE_AQUI",
        "# .env.exempel – fyll i egna värden\nTTN_API_KEY=DIN_NYCKEL_HÄR",
        "# .env.example — подставьте свои значения\nTTN_API_KEY=ВАШ_КЛЮЧ",
        "# .env.ornek – kendi değerlerinizi girin\nTTN_API_KEY=API_ANAHTARINIZ",
        // An amount paid by card (Dutch's `Pin`), a receipt's approval
        // code, an invoice's e-invoicing code.
        "Dagafsluiting 4-3 Contant: € 185,00 Pin: € 1.240,50 Tikkie: € 60,00",
        "Bon No. 438662 Knippen + kleuren € 269,50 Maestro ****7575 Autorisatiecode 83F2A1",
        "ใบเสร็จ No. 911219 บัตร **** 2874 Approval code 4K7Q2M",
        "Centro Estetico Armonia – P.IVA 03117814 – Codice SDI M5UXCR1",
        // A letter and three digits after a code's word that names no
        // door, lock or PIN; a Wi-Fi's name and its band after a `|`.
        "Sector code G806 on the map",
        "WiFi Inkwell-Visitors | 5 GHz | guest network",
        // A changed sentence whose code is a program's; an `=` in code.
        "- The codebase has been rewritten and the license has been changed from `LGPL-3` to `MIT/Apache2` dual",
        "Code changed: the build number is 4512",
        "impl<'a, I> Ptr<'a, [u8], I>\nwhere\n    I: Invariants<Validity = Safe>,",
        "    impl<I, Key, F> DoubleEndedIterator for DuplicatesBy<I, Key, F>\n    where\n        I: DoubleEndedIterator,\n        Key: Eq + Hash,",
        // A device's row without a password; a plan's login without one.
        "router 192.168.1.1 admin page opened",
        "Log in as admin with the usual account",
        // A password's English label before `on`: a preposition.
        "The password on the sticky note was wrong",
        // An alarm's note with a time, not a code.
        "The alarm is set for 7 pm; enter the hall by the side door",
    ]);
}

#[test]
fn trades_courts_schools_and_pharmacies_keep_their_secrets() {
    hidden(&[
        // A key safe's code of four capitals and digits after its
        // combination's word (key_safe_code).
        ("Der Schlüssel liegt im Schlüsselkasten, Kombination 7FA2. Danke", "7FA2"),
        ("Avain on avainsäilössä varaston vieressä, koodi 3C9E", "3C9E"),
        ("Key register: Tag 12 · stored in key safe C (code 4D81)", "4D81"),
        // An alarm switched off or set with its code later in the
        // sentence (alarm_code_then_off).
        ("Alarmanlage beim Betreten innerhalb von 30 Sek. mit 6142 unscharf schalten.", "6142"),
        ("Städning: larma av med 8153 direkt innanför dörren", "8153"),
        ("Ofis temizliği: girince alarmı 7051 ile kapat", "7051"),
        ("사무실 청소: 들어가서 30초 안에 4826 눌러 경비 해제", "4826"),
        ("保洁：进门30秒内输入6612撤防", "6612"),
        ("마지막 퇴근자: 경비 패널에서 739104 입력 후 '경계' 버튼 눌러주세요.", "739104"),
        ("最后离校的老师请在报警面板输入 5127 然后按“布防”。", "5127"),
        ("Mariana: alarme é 552901 e depois OFF, a porta fica trancada", "552901"),
        ("Hej! Larmet: 61774# och sen FRÅN. / Oskar", "61774"),
        // A table's column headed by a key safe, or by a code's word and
        // what it opens or disarms (secret_column).
        ("| Property | Contact | Key safe | Bins |\n|---|---|---|---|\n| 12 Elm Rd | Jo | 7319 | Tue |", "7319"),
        ("Cliente;Morada;Telefone;Código do cofre\nAna Costa;Rua Nova 5;912 345 678;8264", "8264"),
        ("Osoite;Puhelin;Avainsäilön koodi\nKatu 3;040 123 4567;5538", "5538"),
        ("Cliente;Indirizzo;Codice allarme\nElena Neri;Via Po 3;4471", "4471"),
        // A code's digits apart, spelled out with dashes (secret_assignment).
        ("Boîte à clés sur la grille, code 7.2.9.1. Merci", "7.2.9.1"),
        ("Jonas: koden til porten er 3.8.1.6", "3.8.1.6"),
        ("Sleutel in kluisje, code 6 / 0 / 4 / 1. Cv-ketel op zolder.", "6 / 0 / 4 / 1"),
        ("Your verification code is 417 / 263. It expires in 10 minutes.", "417 / 263"),
        ("the gate code is five-two-eight-one and then pull up", "five-two-eight-one"),
        ("El código del cajetín es siete-uno-cuatro-dos. Gracias.", "siete-uno-cuatro-dos"),
        // A user and the password after a label's colon (secret_assignment).
        ("Передача смены: учётка для подмены: zamena / Kp7!vetka22", "Kp7!vetka22"),
        ("Overlevering - FarmaPro vikarbruker: vikar2 / #fjord884 - ring", "#fjord884"),
        ("Mehdi : prends le mien sur l'appli : kpatel / lyon7731!", "lyon7731!"),
        // A value, then a pointer or a dash and what it is, or `is the
        // ... code` (secret_assignment).
        ("*4417 ← new code for the staff door (changed today)", "4417"),
        ("Dev: 71930 ← CD safe (new)", "71930"),
        ("최준혁: 8363 ← 마약류 금고 (새)", "8363"),
        ("Ms. Park: harbor-violet-canyon-38 — Canvas admin password.", "harbor-violet-canyon-38"),
        ("Mrs. Kowalski: *5622 — code for the back door. Delete this msg", "5622"),
        ("80524 is the alarm code for the annex until Friday", "80524"),
        ("Plum!Kettle77 is the Canvas admin password until Friday", "Plum!Kettle77"),
        // A form's password field read in the desktop's language
        // (secret_assignment).
        ("Fenster \"itslearning\" Eingabefeld \"Passwort\" Wert=\"rT5#kLm2qW\" Schaltfläche \"Anmelden\"", "rT5#kLm2qW"),
        ("champ « Mot de passe » valeur=« Rentree@Cahier58 » bouton « Se connecter »", "Rentree@Cahier58"),
        ("テキストボックス「パスワード」値=\"Aki#kyushoku44\" ボタン「ログイン」", "Aki#kyushoku44"),
        ("텍스트상자 \"비밀번호\" 값=\"chilpan7788#\" 버튼 \"로그인\"", "chilpan7788#"),
        // A code after `=>`, `⇒`, an ellipsis, `it says`, `it's`; a
        // till's override; a title's abbreviation among the words; a
        // keypad's `#` after the code (secret_assignment,
        // named_access_code).
        ("Luis: Door code => 5914", "5914"),
        ("Mr. Chen: gym door code ⇒ 6174", "6174"),
        ("Luis: PIN… 3 8 1 7 4 2", "3 8 1 7 4 2"),
        ("Kyle: it texted me a code, it says 604218, hurry it expires", "604218"),
        // (In fullwidth, its comma and spaces too: found by an outside
        // attack.)
        ("Kyle: it teｘｔｅｄ\u{3000}ｍｅ\u{3000}ａ\u{3000}ｃｏｄｅ，\u{3000}ｉｔ\u{3000}ｓａｙｓ\u{3000}604218, hurry", "604218"),
        ("Gareth: the code went to my phone, it's 283753 — quick", "283753"),
        ("Gareth: the code went to my phone， it's 283753 — quick", "283753"),
        ("Jen: manager override on till 3 is 73158 if a refund gets stuck", "73158"),
        ("Anja: Die PIN für die Karte von Herrn Dr. Weber ist 482916 – bitte nur heute", "482916"),
        ("Chiara: il PIN della firma digitale dell'avv. Ferri è 61857298, deposita tu", "61857298"),
        ("Hi Aisha, alarm code for Boots #6757 is 9124#. Set it when you leave", "9124"),
        // A code said to be changed, the new one after `now`, `nå`, `teď
        // je`, `uusi on`, `ændret til` (secret_assignment).
        ("Chloe: CD cupboard combo got changed after the audit, it's now 31870.", "31870"),
        ("Aino: huumekaapin koodi vaihtui, uusi on 482106. Älkää kirjoittako", "482106"),
        ("Lise: koden til bakdøra ved gymsalen er byttet, nå 39512. Ikke gi den", "39512"),
        ("Petr: kód ke dveřím u tělocvičny se změnil, teď je 7134. Prosím", "7134"),
        ("Jonas: Koden til skabet er ændret til 60372. Skriv den ikke", "60372"),
        ("Mevr. Jansen: de code van de achterdeur is veranderd, nu 110048. Niet doorgeven", "110048"),
        // A Wi-Fi network with its key, or its name's line and its key's
        // (wifi_network_key).
        ("Guests can use Wi-Fi \"Depo-Guest\" with key tide-harbor-lantern42 today", "tide-harbor-lantern42"),
        ("WIFI ÉQUIPE\nRéseau : Lab-Net\nClé : KQWZ7XPE31\nNe pas communiquer", "KQWZ7XPE31"),
        ("WLAN Mitarbeiter\nSSID: BackOffice\nSchlüssel: 7tVnq2LbXw9R\nKunden-WLAN", "7tVnq2LbXw9R"),
        ("WLAN für Lehrkräfte Netzwerk: MVUSD-Guest Schlüssel: 5kyfknwul5lEpe Bitte nicht", "5kyfknwul5lEpe"),
        // A user and the password joined by `and`, or a mail and the
        // password after a dash (secret_assignment).
        ("use the enrollment account sub7720 and Maple.Chalk.2210. Ctrl+Alt+E first.", "Maple.Chalk.2210"),
        ("use the enrollment account mkaya and Recess?29. Ctrl+Alt+E first.", "Recess?29"),
        ("Bookkeeper note: QuickBooks login is jo77@example.com and Harbor2031**, MFA texts", "Harbor2031"),
        ("Nest Pro portal for the branch: ops.jo@example.com — Coolair.9182 (2FA goes", "Coolair.9182"),
        // A console's warning that a key is shown once, in more languages
        // (shown_once_secret).
        ("Utworzono klucz API\nSkopiuj go teraz – nie zostanie ponownie wyświetlony.\n3f1c9a7be2d84f60a1b5c7e9d2f4a6b8\n[Kopiuj] [Gotowe]", "3f1c9a7be2d84f60a1b5c7e9d2f4a6b8"),
        ("API-avain luotu\nKopioi avain nyt. Sitä ei näytetä uudelleen.\n9b2e4d6f8a0c1e3f5a7b9c1d3e5f7a9b\n[Kopioi]", "9b2e4d6f8a0c1e3f5a7b9c1d3e5f7a9b"),
        ("API-ключ создан\nСкопируйте его сейчас — повторно он показан не будет.\n5a1e8c2d-7f3b-4e9a-b6c1-2d8f4a7e9c3b\n[Копировать]", "5a1e8c2d-7f3b-4e9a-b6c1-2d8f4a7e9c3b"),
        // A key box's number before a polite ending; a barrier's number
        // and a guard's (key_safe_code, door_entry_code,
        // alarm_code_then_off).
        ("鍵はキーボックスに入れてあります。番号は4729です。よろしくお願いします。", "4729"),
        ("하나: 주차장 차단기 번호 #6153 누르면 열려요", "6153"),
        ("퇴근 시: 보안 경비 설정 번호 8172, 기록실 잠금", "8172"),
        ("5193 then OFF. That's the alarm — panel is behind the coats", "5193"),
        // A network's name after `Nom du réseau Wi-Fi`, its key's name in
        // words (wifi_network_key).
        ("Étiquette Livebox (OCR)\nNom du réseau Wi-Fi : BT-QWERTY\nClé de sécurité : 7HKUPZ2X94FD", "7HKUPZ2X94FD"),
        // A code pointed at from a chat's next message (secret_assignment).
        ("Callum: 572913 Callum: ^ that's the code it just sent me, quick", "572913"),
        // A user, a tab and the password typed into a form in one string
        // (secret_assignment).
        ("{\"tool\":\"computer\",\"args\":{\"action\":\"type\",\"text\":\"praman\\tcopper-willow-falcon71\\n\"}}", "copper-willow-falcon71"),
        // A key named in a step's words (secret_assignment).
        ("Steps: … set DD_API_KEY to 4f0b8e2a9c7d1e3b5a6f8c0d2e4b6a8c in staging, rebuild", "4f0b8e2a9c7d1e3b5a6f8c0d2e4b6a8c"),
        // A pair after a label in a script without spaces; a safe's
        // compound name after the pointer; a copier's code with
        // Turkish's and Finnish's possessive; Polish's `teraz` after a
        // changed code; a key box's keypad `*` (secret_assignment,
        // key_safe_code).
        ("申し送り\n・レセコン代行ユーザー：daikou / natsu.yakkyoku.natsu67\n・山田様", "natsu.yakkyoku.natsu67"),
        ("Felix: 9986 ← BtM-Tresor (neu)", "9986"),
        ("Öğretmenler odasındaki fotokopi makinesi için kişisel kodun: 83171", "83171"),
        ("Opettajainhuoneen kopiokone: henkilökohtainen koodisi on 49344.", "49344"),
        ("Kasia: kod do furtki od strony boiska się zmienił, teraz 418280. Proszę", "418280"),
        ("用務員室横のキーボックス：番号 *6433。マスターキーは16時までに戻してください。", "6433"),
        // A password's label and the device it opens in the middle of a
        // note (secret_assignment).
        ("03.04.2024 – Zalew: zegar rejestratora +3 s. hasło modemu Bluff!Ferry82. Następnym razem kalibracja.", "Bluff!Ferry82"),
        ("17/01/2025 – Lampedusa: orologio logger +3 s. pw modem sediment$57. Prossima volta: taratura.", "sediment$57"),
        ("31.05.2025 — Валдай: часы логгера +3 с. пароль модема Muskeg00?17. В следующий раз", "Muskeg00?17"),
        // A key handed over, the quote of the JSON around it after it; a
        // field's value whose closing quote was cut off; a fuel card's
        // PIN in dotted digits; a staircase's door (found by an outside
        // attack).
        ("{\"note\": \"Marco: ecco la chiave DocuSign per il portale, salvala e cancello il messaggio: 6196ef36-fca2-496a-a22d-4535946823e4\"}", "6196ef36-fca2-496a-a22d-4535946823e4"),
        ("Eingabefeld \"Passwort\" Wert=\"rT5#kLm2qW", "rT5#kLm2qW"),
        ("Сергей: топливная карта в бардачке, пин 1.1.2.8", "1.1.2.8"),
        ("Zlecenie – ul. Mickiewicza 35 Kod do klatki 081.350, piec w łazience.", "081.350"),
    ]);
    kept(&[
        // An assignment in code, spaced (codes read `=` glued).
        "let code = 1234;",
        // A ticket before a dash, a year before one.
        "HYD-4045 — Reset password for field intern account",
        "2024 — new code freeze starts Monday",
        // Words joined by `and`.
        "use salt and pepper",
        "login is John and Mary",
        "use v2 and v3",
        // A sheet's unknown, a form's button after an empty field, a
        // medicine's register code.
        "WLAN-Schlüssel: ?  /  Türcode: –",
        "PharmOutcomes login\nUsername: rp_12\nPassword:\n[Sign in]   Forgot your password?",
        "Kód SÚKL 631631 – Paralen 500 – šarže BAOZ7MW",
        // A year after an alarm's preposition.
        "The alarm panel was installed with 2019 firmware.",
        // A key safe's column that says where the key is.
        "| Property | Contact | Key safe |\n|---|---|---|\n| 12 Elm Rd | Jo | No |",
        // A Wi-Fi sheet whose key is told at the desk; a network's key
        // management.
        "Réseau : Lab-Net\nClé : disponible à l'accueil",
        "Wi-Fi network with key management enabled",
        // A tab between two words typed as a sentence's.
        "{\"action\":\"type\",\"text\":\"Name\\tAddress\\n\"}",
        // Digits then `then OFF` with no alarm named.
        "1200 then OFF for the night shift",
        // A step that sets a size; a pack's GS1 code on a pharmacy's
        // screen.
        "set MAX_SIZE to 4096",
        "КИЗ 010150584209143621G97TXVYNFW53  Нурофен 200 мг",
        // A password's label and a device's name before plain words.
        "Open the password router settings page and reset the pw modem configuration",
        // Where a key safe hangs, under its name; a rule's article after
        // `code` (found by an outside attack).
        "| Property | Key safe |\n|---|---|\n| 12 Elm | Front door |",
        "Le code 7.2.9.1 du règlement s'applique aux visiteurs",
    ]);
}

#[test]
fn lockers_alarms_chats_and_wrapped_lines_keep_their_secrets() {
    hidden(&[
        // A locker's lock and its numbers on the locker's line
        // (locker_combination), a padlock's told (padlock_combination).
        ("Medlem: Oskar L. · skåp 212 · kodlås 4407 · betalt", "4407"),
        ("Szafka nr 19 – kłódka 27-08-31 (Ewa)", "27-08-31"),
        ("Armadietto 55, lucchetto 602, socio Bruno", "602"),
        ("ロッカー88番 ダイヤル5170 佐藤様", "5170"),
        ("사물함 42번 · 자물쇠 0915 · 회원", "0915"),
        ("Your locker is #31 by the pool. Combination is 884. Have fun!", "884"),
        ("Schließfach 7 – Zahlenschloss-Code: 318", "318"),
        ("The shed padlock is 729. Lock it after.", "729"),
        ("\"The bike shed padlock is 264.\"", "264"),
        // An alarm's code with the verb that enters it, before or after
        // it, or straight after the alarm's name (alarm_code_then_off).
        ("Alarm: bij aankomst 60413 intoetsen en daarna UIT", "60413"),
        ("Hälytin: näppäile 5092 heti ovella", "5092"),
        ("Alarme: ao entrar digite 771204 e desarme", "771204"),
        ("Сигнализация: набрать 6631 у входа", "6631"),
        ("Alarm: girişte 40927 tuşlayın", "40927"),
        ("警備システム：テンキーで 3816 を入力してください", "3816"),
        ("Closing: lights off, alarm 508317 and out the back", "508317"),
        ("Alarm (Galaxy panel in the hall): 30714 then go", "30714"),
        ("alarm ~~ 8256 ~~", "8256"),
        ("Hälytin: näppäile 6093)", "6093"),
        // A wrap's halves split by a carriage return and a line feed.
        ("Password: birch_kettle_mo\r\n  on_harbor58", "on_harbor58"),
        // A value pointed at from the chat's next message.
        ("Ana: plum#4472Kettle\nAna: ^ gate code till Monday", "plum#4472Kettle"),
        ("Tom: cedar-otter-lamp-19\nTom: ^ that's the new one for the studio inbox", "cedar-otter-lamp-19"),
        // A code's words with an extension's abbreviation; a code
        // changed from today, or some day (secret_assignment).
        ("Your voicemail PIN for ext. 4410 is 602718. Dial *98.", "602718"),
        ("De code van de achterdeur is vanaf vandaag 48213.", "48213"),
        ("仓库后门密码自今日起改为 70552", "70552"),
        ("Mia: back gate code changes on Friday to 3390# thanks", "3390"),
        // A key told in a sentence, no colon.
        ("Ines: ya está regenerado el token, ahora es 7c1e0a95b33f4d2e8a61c07f9d5b2e44, prueba", "7c1e0a95b33f4d2e8a61c07f9d5b2e44"),
        ("佐藤：トークン再発行しました。新しいのは Kq3vTzW8pLmN2xRb です", "Kq3vTzW8pLmN2xRb"),
        ("민수: 새 키 발급했어요 9f0c2b7e41d85a36c0e9b12f4a7d6e83c5b0a911 설정 부탁해요", "9f0c2b7e41d85a36c0e9b12f4a7d6e83c5b0a911"),
        ("Colle ce token dans la borne ? 2b9d41c07e5f8a36d1c04b7e9f2a6d38", "2b9d41c07e5f8a36d1c04b7e9f2a6d38"),
        ("voici la clé pour le module de réservation : PzR7wQk2VmT9xLbN", "PzR7wQk2VmT9xLbN"),
        // A password told in a chat's answer, or in brackets.
        ("Leo: the printer wants the admin password, it's oak$3318Lantern right?", "oak$3318Lantern"),
        ("- rotate the booking password (currently fern-otter-mesa-41)", "fern-otter-mesa-41"),
        ("Ticket 5512: cuenta desbloqueada, contraseña restablecida a Puerto#2291.", "Puerto#2291"),
        // A card's expiry date and code after dashes (payment_card).
        ("Card for the hotel: 4539 1488 0343 6467 – 08/29 – 317 – one night only", "317"),
        ("Card: 4716 2033 9102 5847 -- 11/28 -- 604", "11/28 -- 604"),
        ("Card: 4716 2033 9102 5847 • 11/28 • 604", "11/28 • 604"),
        ("│ TOKEN │ 5c2e8a91d04b7f63a18e2 │\n│       │ 9d7f1c3b6e0a2d48f5b7 │", "9d7f1c3b6e0a2d48f5b7"),
        // What disarms it named for the alarm; a key box's words up to
        // eight; a chat's question for the Wi-Fi answered; an `@` in a
        // password with no domain after it.
        ("To disarm: key in 5527 then press OFF", "5527"),
        ("Sam: Key box next to the garage for the van drivers — 6618. Back Monday", "6618"),
        ("Jo: what's the wifi again? Ben: Kettle#Harbor82 Jo: thx", "Kettle#Harbor82"),
        ("Ahoj Petře, tvoje nové heslo do systému je Maple@river62. Změň si ho.", "Maple@river62"),
        // A secret a screen wrapped, the other half found.
        ("Nina: here's the GitHub key\nghp_R8tLq2VwXz\n9mKbN4cYpD7sF1hJ6gA3eU5oiW0\nsorry, wrapped", "ghp_R8tLq2VwXz"),
        ("Password: maple_otter_ri\n  dge_lantern47", "dge_lantern47"),
    ]);
    kept(&[
        // A locker's line whose lock is broken; a year after an alarm.
        "Locker 12 – lock broken, key at desk",
        "The alarm 2024 upgrade is done.",
        "Alarm 1999 model replaced",
        // A network's name asked for; an address after a password's label.
        "Jo: what's the wifi called again? Ben: Lobby Guest",
        "Password reset mail goes to ops@studio.example.com",
        // An alarm clock's times; a lock's size and price on a locker's
        // line; a phone pointed at as `the new one`; a network's name
        // answered for the Wi-Fi; a class's name told; a line under a
        // secret that is a version, a ticket or a note's number (found by
        // an outside attack).
        "alarm 0700",
        "set the alarm: 0630",
        "Closing: alarm 0730 and lights off",
        "Locker 42 – lock 1205 mm wide",
        "Locker rental 2024: lock 120 SEK",
        "Ben: 0612345678\nBen: ^ that's the new one for the office phone",
        "what's the wifi again? Ben: Guest-5G Jo: thx",
        "Token rotated with RotateKeysJob2Runner",
        // A token's number in a sentence.
        "the token for issue 4412 is ready",
        // A code that changes, no code given.
        "the door code changes on Friday to the new scheme",
    ]);
    // A line under a found secret that goes on in words, or is an
    // address, stays.
    assert_eq!(
        redact("Your code is 482910\nThanks, Anna").text,
        format!("Your code is {REDACTION_MARK}\nThanks, Anna")
    );
    assert_eq!(
        redact("Password: Kestrel#4471\nmia@example.com").text,
        format!("Password: {REDACTION_MARK}\nmia@example.com")
    );
    // Nor a line of code over a finding at a line's start.
    assert_eq!(
        redact("assert_eq!(x, _1);\nghp_R8tLq2VwXz9mKbN4cYpD7sF1hJ6gA3eU5oiW0").text,
        format!("assert_eq!(x, _1);\n{REDACTION_MARK}")
    );
    for under in ["v2.3.1", "PR-4412", "#42", "3pm"] {
        assert_eq!(
            redact(&format!("Password: Kestrel#4471\n{under}")).text,
            format!("Password: {REDACTION_MARK}\n{under}")
        );
    }
}

#[test]
fn a_json_strings_escaped_line_breaks_end_a_value_and_join_a_wrapped_secret() {
    // A value read as written ran on over the escape into the next line's
    // words and the string's closing quote; now it ends where the screen's
    // line ends, and the JSON stays whole.
    assert_eq!(
        redact(r#"{"note":"Wi-Fi password: Sorrel&7kQ2wz\nplease keep"}"#).text,
        format!(r#"{{"note":"Wi-Fi password: {REDACTION_MARK}\nplease keep"}}"#)
    );
    assert_eq!(
        redact(r#"{"text":"pin=Heron!5521\tnext field"}"#).text,
        format!(r#"{{"text":"pin={REDACTION_MARK}\tnext field"}}"#)
    );
    // A secret wrapped over a `\n` escape: both halves go.
    let wrapped = r#"{"msg":"API key sk_live_Tq7Vn2Lw9Xc4Bz8Kp3Rd6Hm\n1Yf5Gs0Ja7Ue then restart"}"#;
    assert_eq!(
        redact(wrapped).text,
        format!(r#"{{"msg":"API key {REDACTION_MARK} then restart"}}"#)
    );
    // A key block in a string a screen's line break cut: no decoded
    // reading takes it over, and the block read as written stays whole.
    hidden(&[(
        "{\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC3\\nq8Lw2Vn\nR5tYk0Pz7Xc4Bd1Mf\\n-----END PRIVATE KEY-----\\n\",\n  \"client_id\": \"1042\"\n}",
        "R5tYk0Pz7Xc4Bd1Mf",
    )]);
    // A string that is a named value whole, with an escaped line break
    // before, inside or after the secret (found by outside attacks: cut at
    // its first escape, the value was dropped, or its tail stayed): the
    // whole string goes, and the next key's value stays.
    for value in [
        r"\nHunter526!Pde0",
        r"\t\tHunter526!Pde0",
        r" \nHunter526!Pde0",
        r"\r\nHunter526!Pde0",
        r"Tr0ub4\ndor&3x",
        r"Tr0ub4dor&3x\n",
    ] {
        assert_eq!(
            redact(&format!(r#"{{"password": "{value}", "host": "db1"}}"#)).text,
            format!(r#"{{"password": "{REDACTION_MARK}", "host": "db1"}}"#)
        );
    }
    // An escaped backslash before an `n` escapes nothing (a Windows
    // path's `\\new`): the finding is not cut there. Nor is it cut at
    // an escape outside a whole string.
    let path = r#""x a\\nb""#;
    let whole = [(0, path.len())];
    assert_eq!(
        within_escapes(path, &whole, 3, path.len() - 1),
        (3, path.len() - 1)
    );
    let escaped = r#""x ab\ncd""#;
    let whole = [(0, escaped.len())];
    assert_eq!(
        within_escapes(escaped, &whole, 3, escaped.len() - 1),
        (3, 5)
    );
    assert_eq!(
        within_escapes(escaped, &whole, 6, escaped.len()),
        (7, escaped.len())
    );
    assert_eq!(
        within_escapes(escaped, &[], 3, escaped.len() - 1),
        (3, escaped.len() - 1)
    );
    // A finding that starts where its string does is the string's whole
    // value.
    assert_eq!(
        within_escapes(escaped, &whole, 1, escaped.len() - 1),
        (1, escaped.len() - 1)
    );
}

#[test]
fn values_told_after_their_names_answers_and_cells_of_a_note_keep_their_secrets() {
    hidden(&[
        // A note's spaced `=` after the words for what it opens.
        ("Nils: lösen till Skandia = Granit#4471", "Granit#4471"),
        // A value pointed at past a blank line, with what to do with it.
        (
            "Mo4#Tidal2291\n\n^ paste into the carrier portal when it asks",
            "Mo4#Tidal2291",
        ),
        // A code asked for, answered by an author of two words.
        (
            "Erik: vad är pinkoden till truck T-12?\nLena Berg: 58213",
            "58213",
        ),
        (
            "Ирина: какой пин на погрузчике K-4?\nОльга Петрова: 77120",
            "77120",
        ),
        // The next message, its author with the time, calls it the code.
        (
            "Dev 09:12: *4417\nMaya 09:14: that's the gate code for tonight",
            "4417",
        ),
        ("330917 (is the code the portal just sent)", "330917"),
        // A value, then a sentence that tells what it is (value_then_told).
        (
            "Tom: 7Qx!harbor55 er den nye adgangskode til Planday",
            "7Qx!harbor55",
        ),
        ("Pia: *5530 är portkoden från måndag", "5530"),
        (
            "Jan: 662913 ist ab Montag der Türcode, bitte weitergeben",
            "662913",
        ),
        ("Ola: 3391# to od poniedziałku kod do bramy", "3391"),
        (
            "Věra: moss-otter-lamp-35 je nové heslo do Helios",
            "moss-otter-lamp-35",
        ),
        ("佐藤: 71882 が来週からの裏口の暗証番号です", "71882"),
        ("8142 — depo kapısının kodu bu", "8142"),
        (
            "Lumen$2288 (det är nya lösenordet till kassan)",
            "Lumen$2288",
        ),
        // A label in brackets after a word or two; a French digicode.
        ("Kiln@4471 (staff wifi key, until Friday)", "Kiln@4471"),
        ("5561 (back door code, valid until Sunday)", "5561"),
        ("2290 ← digicode du portail, jusqu'à lundi", "2290"),
        // A note's line of three cells (credentials_in_cells,
        // door_code_in_cells); a safe's dial (safe_combination).
        (
            "Keystone Carrier Hub >> lpetrov >> Fjord!Lantern83",
            "Fjord!Lantern83",
        ),
        (
            "Atlas Portal -> m.okafor@agency.example -> Quartz#7714",
            "Quartz#7714",
        ),
        ("wifi atelier ⟶ Atelier-5G ⟶ mossy7ravenq2", "mossy7ravenq2"),
        ("kleedkamer 2 :: deur :: 48820", "48820"),
        ("Lager 4 / dør / *7012#", "7012"),
        ("Office safe is 12-40-07, left first", "12-40-07"),
        // A PIN's name with a possessive or an article's ending.
        ("Kassan PIN-koodini on 40718, jos tarvitset", "40718"),
        ("Kasse-PIN-en min er 550219 hvis noe", "550219"),
        // A code from today on, in Finnish.
        ("Eija: takaoven koodi on tästä päivästä alkaen 7731", "7731"),
        // A login reset to a value told in the next sentence.
        (
            "the carrier login is locked again. I reset it to Plover#6620 - update the sheet",
            "Plover#6620",
        ),
        (
            "Supplier locked our ordering login, they reset it to birch-otter-lamp-58 — change it",
            "birch-otter-lamp-58",
        ),
        // A Wi-Fi key named by its security (wifi_network_key).
        (
            "Rig notes: SSID Stage-Left-5G / WPA2 Timpani7714. Crew only",
            "Timpani7714",
        ),
        (
            "WLAN Lager Netz: Halle-3 Band: 2.4 GHz Schlüssel (WPA2): kq7vrm2lxe9",
            "kq7vrm2lxe9",
        ),
        (
            "WLAN: Lager-Netz\nSchlüssel (WPA2): pz4wkd9rte2",
            "pz4wkd9rte2",
        ),
        // A note's arrows and spaced `::` after a label; a door's lock.
        ("Provet | pw ⇒ Lark#5530", "Lark#5530"),
        ("Cloud, PIN :: 4417", "4417"),
        (
            "Pharmacy door lock: 6620. Vaccines on the top shelf.",
            "6620",
        ),
        // A code's words, then a spaced dash before it.
        (
            "Jo: the bank's login code went to my phone — 552817, hurry",
            "552817",
        ),
    ]);
    kept(&[
        // A menu's path; a type's arrows; a door's cell with no code; a
        // safe told no dial; a code's words that make it public; a
        // password's property after its `=`.
        "File >> Export >> PDF",
        "Settings » Network » Wi-Fi",
        "Lobby :: door :: open",
        "f :: Int -> Maybe Text",
        "The safe is 100% free to use",
        "Office safe was 12-05-2024 serviced",
        "SOMMER24 ist der neue Gutscheincode",
        "Order 55123 is the tracking code",
        "Password policy for Tryg = 12 characters",
        // A login reset to no value.
        "login broken, I reset it to the default",
        "account locked, they reset it to factory settings",
        // A network's security with no key.
        "SSID Office / WPA2 Personal",
        "SSID Office / WPA2-PSK AES",
        // Code's `::` and a door lock's year.
        "let pw = Password :: new(x);",
        "Front door lock: 2019 model, replace",
        // Look-alikes of the new readings found by an outside attack: menu
        // paths, branches and pods in three cells; rooms, gates, sizes and
        // years in a door's cells; a backup rule, minutes and a date after
        // `safe`; a door lock's measures; a network's security terms; a
        // barcode, a product's, an area's and a postal code told after
        // their names; a network's name in brackets; a setting reset; a
        // pipe; a property after `=`; a postcode asked for.
        "File >> export >> pdf2024",
        "Settings » privacy » Location2",
        "HEAD -> main -> origin/feature-42",
        "k8s :: default :: nginx-7d9f8c",
        "WLAN » 5GHz » Channel36",
        "Floor 3 -> door -> 305",
        "Warehouse 3 :: gate :: 1200 kg",
        "Garderobe 3 » Tür » 2024",
        "Fail-safe is 3-2-1 backup rule",
        "Keep it safe: 10-15-20 minutes",
        "safe: 12-03-24 inspection",
        "Door lock: 1200 lbs holding force",
        "door lock: 12345 (part number)",
        "SSID: Guest / WPA2 802.1X",
        "wireless — WPA2 TKIP+AES",
        "SSID Office / WPA2 YOUR_PASSWORD.",
        "4901234567894 がJANコードです",
        "34000 — posta kodu bu",
        "0212 — alan kodu bu",
        "PR 4412 is in code review",
        "Guest-Net5G (guest wifi)",
        "login timeout is too low, reset it to 3600",
        "account locale broke; reset it to en_US.UTF-8",
        "password |> String.length",
        "Password hashing cost = bcrypt12",
        "Jo: what's the postcode?\nMary Ann: 75008",
        // A dash before a count, a year or a public code.
        "error code list — 4412 entries",
        "code review — 2024 retro",
        "Zip code for the office — 90210",
        // A country's code, a year, a setting reset (a second attack).
        "0045 er landekoden",
        "Koden til lageret er 2024",
        "the rating login is locked again. I reset it to 3600",
        // Code's arrows and a label glued inside a constant's name before
        // its type's `=` (found in benign source).
        "derive!(KnownLayout => derive_known_layout => zerocopy::derive::known_layout);",
        "// chain: schema -> meta-level-2 -> meta-level-1 -> meta-level-0",
        "pub const KF_FLAG_HASLOCK: c_int = 0x00000080;",
    ]);
}

#[test]
fn padlocks_checklists_lockbox_dials_and_a_number_among_a_codes_words_keep_their_secrets() {
    hidden(&[
        // A code's key after its place's number (`Key safe 1103: X`): the
        // number after the colon is the code.
        ("Key safe 2207: 5531 - Notes", "5531"),
        // A safe's code by its key's name in snake case (safe code is an
        // access code's name), in JSON inside JSON.
        (
            r#"{"payload": "{\"room\": \"412\", \"safe_code\": \"770142\"}"}"#,
            "770142",
        ),
        ("locker_code: 80417", "80417"),
        // A dash, then a chat's answer (a dash after it too); a new one
        // after an expired one (a dash after it too); Dutch's reset; a
        // padlock glued after `_` (named_access_code).
        ("wifi password - it's - Quill#2207", "Quill#2207"),
        ("Олег: пароль истёк, новый — Fern#8814", "Fern#8814"),
        ("shed_padlock is 6153", "6153"),
        (
            "the till keeps asking for the manager password for voids – it's 61820. done",
            "61820",
        ),
        (
            "Анна: пароль от кассы опять истёк, новый Birch#5530",
            "Birch#5530",
        ),
        ("De pincode van toestel 221 is gereset naar 40917.", "40917"),
        ("周敏：保险箱万能码是 620418，用完重置", "620418"),
        // A padlock named, what it locks, a verb or a spaced `=`
        // (padlock_combination).
        ("Rui: o cadeado da arrecadação é 4418, fecha depois", "4418"),
        (
            "Jan: cijferslot van de kelderkast = 7306, graag dicht",
            "7306",
        ),
        ("Ola: kodelåsen på verkstedet er 5521, husk å låse", "5521"),
        ("Ewa: kłódka do piwnicy ma teraz szyfr 8842, dzięki", "8842"),
        // A closing checklist's alarm and the mode it arms
        // (alarm_disarm_code).
        ("Lukning: - alarm til: 3307 + UDE", "3307"),
        ("alarm ⇒ 6614 ⇒ then press AWAY", "6614"),
        ("Chiusura: - allarme: 5530 poi TOTALE", "5530"),
        ("Alarm: 30 saniye içinde 4471 girerek kapatın", "4471"),
        // A stream key's name in Danish (stream_key_label).
        (
            "Streamnøgle: 3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
            "3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
        ),
        // A login `as` its user, then ` / ` and its password.
        (
            "log into the supplier terminal as depot7 / Qu!ll4410, then check",
            "Qu!ll4410",
        ),
        // A lockbox's two dials and a door's keypad in pairs.
        (
            "Access: Combo lockbox on the side gate. Code 41-07 Notes: none",
            "41-07",
        ),
        ("Digicode : 37 52", "37 52"),
        ("Lockbox code 61 4407 thanks!", "61 4407"),
        // A keypad's `#` on both sides of a code; a value pointed at as a
        // lockbox's.
        ("Gate code for the estate is #60418#, then right", "60418"),
        ("73025# ← lockbox (garage)", "73025"),
        (
            "Lisa: 7204\nLisa: sorry that's the alarm code for the depot",
            "7204",
        ),
    ]);
    kept(&[
        // An override or a code's pair of numbers with no lock named.
        "CSS override is 2024 style",
        "error code 12-25 in the log",
        "the code review score was 12-25",
        // A safe code inside `unsafe code`, a combination inside a
        // constant's name (found in benign source).
        "avoid writing unsafe code 2. Maintain the structure",
        "NL80211_ATTR_INTERFACE_COMBINATIONS = 120,",
        // A card receipt's authorization code in Chinese.
        "小票 ORD-81494660\n银行卡 **** 6796\n授权码 7130383",
        // A key box's words before a range, a keypad's measure; a locker's
        // number or a price after a padlock's comma; Spanish's strings; a
        // schedule's alarm with no colon; a count after a code's colon;
        // a repository's vault code; an override's bytes; an alarm clock
        // pointed at (found by an outside attack).
        "key box hours 08-17",
        "Dimensions of the keypad: 42 1289 mm",
        "Bring a padlock for the gym, your locker is 356, see you there",
        "kodelås til sykkel, prisen er 276, levering i morgen",
        "Longitud máxima de cadenas en la tabla es 4859.",
        "el candado de la bici es 2012, lo compré en Decathlon",
        "Schedule: alarm 2345 → EXTERN",
        "alarm panel event 3777 then STAY",
        "Code 9058: 9476 users signed up",
        "vault code coverage: 8812 lines",
        "master override is 4096 bytes max",
        "0630 — that's for the alarm clock",
        // An issue's number after its verb and `#`.
        "the code for the issue is #1234",
        // A badge's number after `#` is still a number.
        "PIN reset requested for badge #32199",
        // A padlock's age, an alarm clock set with no mode.
        "the padlock on the gate is 300 years old",
        "set the alarm for 0630 and ON",
    ]);
}

#[test]
fn each_padlock_word_names_a_padlock_told_in_a_chat() {
    // Every word of the table reaches `padlock_combination`'s chat form
    // (the pattern reads the table, not its own list).
    let latin: Vec<&str> = structure::PADLOCK_WORDS
        .iter()
        .copied()
        .filter(|w| {
            w.chars()
                .all(|c| c == ' ' || c.is_alphabetic() && (c as u32) < 0x250)
        })
        .collect();
    assert!(latin.len() >= 10, "{latin:?}");
    for w in latin {
        let text = format!("Ana: the {w} on the shed is 7391, thanks");
        let out = redact(&text).text;
        assert!(!out.contains("7391"), "{w}: {out}");
    }
    // A word the table leaves out (Spanish's strings, a window) keeps its
    // number.
    kept(&[
        "Ana: the cadenas on the shed is 7391, thanks",
        "Ana: the window on the shed is 7391, thanks",
    ]);
}

#[test]
fn a_secret_in_a_json_strings_words_keeps_the_strings_closing_quote() {
    // A key and its value written in a JSON string's words: the value
    // goes, the string's closing quote and the keys after it stay (the
    // text is still JSON).
    for (text, secret) in [
        (r#"{"note": "vault_code = 8496", "b": 2}"#, "8496"),
        (r#"{"note": "password: hunter2x", "b": 2}"#, "hunter2x"),
        (
            r#"{"note": "the password is Tr0ub4dor&3", "b": 2}"#,
            "Tr0ub4dor&3",
        ),
        (
            r#"{"payload": "{\"note\": \"door code = 4839\"}", "b": 2}"#,
            "4839",
        ),
    ] {
        let out = redact(text).text;
        assert!(!out.contains(secret), "{text} -> {out}");
        let json: serde_json::Value = serde_json::from_str(&out).expect("still JSON");
        assert_eq!(json["b"], 2, "{out}");
    }
    // Only a finding that starts inside a string's words stops at its
    // quote; one that starts with the string is its whole value.
    let text = r#"{"a": "b: cdef", "x": "y"}"#;
    let strings = [(6, 15)];
    assert_eq!(within_string(text, &strings, 10, 20), 14);
    assert_eq!(within_string(text, &strings, 7, 20), 20);
    assert_eq!(within_string(text, &strings, 16, 20), 20);
    // A string in prose, not a JSON value, keeps the finding's end.
    let prose = r#"Note "password: Xy9"Qz!77" and {"a": 1}"#;
    assert_eq!(within_string(prose, &[(5, 20)], 16, 26), 26);
}

#[test]
fn a_pin_told_in_the_next_sentence_a_windows_account_and_cells_after_a_chats_author_keep_their_secrets(
) {
    hidden(&[
        // A sentence names the PIN; the next says what it is (answered).
        (
            "Rob: fuel pump terminal wants the attendant PIN again after the power cut. It's 7176 – just punch it in",
            "7176",
        ),
        (
            "Ilse: de brandstofautomaat vraagt weer om de beheerderspincode. Het is 4039, dan op OK.",
            "4039",
        ),
        (
            "Johan: bränsleautomaten vill ha föreståndar-PIN igen efter strömavbrottet. Den är 3265, sen OK.",
            "3265",
        ),
        // Typed into a PIN's field (typed_into_named_field).
        (
            "Typing \"2428\" into the PIN field of the fuel dock terminal web console",
            "2428",
        ),
        // A Windows account, the machine's or a domain's, then its
        // password (secret_assignment).
        (
            "Local admin: .\\dentaladmin / meadow-saddle-tulip-99 Sensor driver may need reinstall.",
            "meadow-saddle-tulip-99",
        ),
        ("log on as PRAXIS\\empfang / Sommer2024!", "Sommer2024!"),
        // A customer's key locker, a key cabinet (secret_assignment).
        (
            "vans are ready? key locker at our yard is 2877, just drop them in there",
            "2877",
        ),
        // Three cells after a chat's author, joined by `~`, `::` or `»`
        // (credentials_in_cells).
        (
            "Tyler: front desk PC password ~ hygiene1 ~ En@m3l1016#",
            "En@m3l1016#",
        ),
        ("Sabine: Empfangs-PC :: ortho_tc :: GPTE&xxlp8872", "GPTE&xxlp8872"),
        ("Ayşe: resepsiyon PC » kpatel » smile1047", "smile1047"),
        (
            "Dr. Hoffmann: Empfangs-PC ~ kpatel ~ ChelseaHarbor634-",
            "ChelseaHarbor634-",
        ),
    ]);
    kept(&[
        // A postal code told next; a year after a code's sentence; a
        // path; a home directory's cells; a C: drive's folders.
        "What's our post code. It's 90210 on the form",
        "The code of conduct was revised. It's 2024 now.",
        "see C:\\Users\\bob / 2 files",
        "home ~ docs ~ notes.txt",
        "Settings » network » wlan0",
        "key locker capacity is 2000 keys",
    ]);
}

#[test]
fn a_receipts_approval_a_masked_cards_last_digits_and_a_templates_fill_in_words_are_no_secrets() {
    kept(&[
        // A card payment's approval on its receipt (secret_assignment).
        "Payment received — thank you!\nVisa ending in 7426\nAuth code: 498372\nAmount: $2347.50",
        "VISA ****4730\nAUTH CODE: 834721\nThank you",
        // A masked card's last digits after its mask.
        "Betaald met pin •••• 3709 – € 4 547,95",
        // A template's words asking for the value, in other languages.
        "API_KEY=<dein-api-key>\nPASSWORT=HIER_EINTRAGEN",
        "CLE_API=<votre-cle-api>\nMOT_DE_PASSE=A_REMPLIR",
        "API_KEY=<你的密钥>\nPASSWORD=在此填写",
        "PASSWORD=ここに入力",
        "SENHA=PREENCHER",
        "PASSWORD=УКАЖИТЕ_ЗДЕСЬ",
    ]);
    hidden(&[
        // An approval code with no receipt is a code; a PIN is a PIN; a
        // fill-in word with digits and a symbol is a password.
        ("Auth code: 498372", "498372"),
        ("PIN: 3709", "3709"),
        ("SENHA=Preencher2024!", "Preencher2024!"),
        (
            "PASSWORD=入力されたパスワード入力",
            "入力されたパスワード入力",
        ),
    ]);
}

#[test]
fn an_alarm_armed_by_its_word_an_alarm_told_whole_and_a_value_a_chat_names_after_keep_their_secrets(
) {
    hidden(&[
        // After the alarm's colon, the word that arms it, the code and
        // the panel's `ON` (alarm_code_then_off).
        (
            "Allarme studio: inserimento 3056 + ON. In caso di allarme chiamare la vigilanza",
            "3056",
        ),
        (
            "Alarme cabinet : mise en service 3050 puis touche ON. En cas de déclenchement",
            "3050",
        ),
        // The alarm told whole, then what it is for.
        (
            "Tom, you're opening Saturday. Alarm is 6732 (main showroom panel), then unlock the doors.",
            "6732",
        ),
        // A value, then the next message points at it and names it in
        // its own language; an author of two words or in Chinese or
        // Japanese (secret_assignment).
        (
            "Dott. Rossi: Est@t310! Dott. Rossi: ← è la password del PC della reception",
            "Est@t310!",
        ),
        (
            "张伟: Cobalt?Summer91 张伟: ← 这是前台电脑的开机密码",
            "Cobalt?Summer91",
        ),
        (
            "渡辺先生: bracket37! 渡辺先生: ← 受付PCのパスワードです",
            "bracket37!",
        ),
    ]);
    kept(&[
        // A clock's time, a year, a loudness after an alarm's `is`; a
        // page's number a chat points at.
        "the alarm is 0630.",
        "Alarm is 2024 compliant",
        "Alarm is 1230, lunch",
        "The alarm is 85 dB",
        "Anja: see page 42 Anja: ← das ist das Passwort vom Empfangs-PC",
    ]);
}

#[test]
fn the_outside_attack_on_receipts_masks_the_next_sentence_json_strings_and_placeholders() {
    hidden(&[
        // An approval's exemption is for a code's key on a card's
        // receipt: a secret's key that starts `auth` is a secret's
        // (found by an outside attack).
        ("AUTH_SECRET=Zq8#rT5!wY\nTOTAL_WORKERS=4", "Zq8#rT5!wY"),
        (
            "DB_PASSWORD=****\nAUTH_DB_PASSWORD=Tr0ub4dor&3xx",
            "Tr0ub4dor&3xx",
        ),
        ("Sign-in approval code: 498372 (amount: $0)", "498372"),
        (
            "Auth code: 448812\nThanks for your receipt request.",
            "448812",
        ),
        // A PIN after a mask, with no price on the line.
        ("Your card PIN •••• 4417", "4417"),
        // The next sentence on the next line.
        (
            "the terminal wants the attendant PIN again after the power cut.\nIt's 40391, then OK",
            "40391",
        ),
        // An alarm told whole before a dash; a template's word beside a
        // real word is a password.
        ("Alarm is 6732 - main panel", "6732"),
        ("PASSWORD=заполните_Москва", "заполните_Москва"),
        ("Typing \"2428\" into the Pin Code field", "2428"),
    ]);
    kept(&[
        // A count, a port after the next sentence's copula; a padlock's
        // year.
        "The PIN reader is new. It's 5000 users.",
        "The code was merged. It's 8080 (the port).",
        "Vorhängeschloss ist 2023 gekauft",
        "PASSWORD=여기에_입력",
        // A key box's price.
        "lockbox costs 2500 dollars",
    ]);
    // JSON inside a JSON string keeps its escaped quote: the text is
    // still JSON.
    let text = r#"{"payload": "{\"note\": \"PIN: 7291\", \"x\": 1}", "b": 2}"#;
    let out = redact(text).text;
    assert!(!out.contains("7291"), "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("still JSON");
    assert_eq!(json["b"], 2, "{out}");
}

#[test]
fn a_doors_code_after_whose_door_it_is_a_wifi_key_after_where_it_is_and_a_sims_puk_keep_their_secrets(
) {
    hidden(&[
        // A door's or a keypad's name, whose after a preposition or in
        // brackets, a separator, the digits.
        ("Changing room door for seasonal staff: 2604#", "2604"),
        ("Changing room door for seasonal staff: 6902", "6902"),
        ("Machinery shed keypad = *6471 (changed 25/09/2026)", "6471"),
        ("per il cancello: 458105 (poi cancelletto)", "458105"),
        ("top gate ⇒ 603188", "603188"),
        // Other languages' doors (found by an outside attack).
        ("Tür zum Lager: 4821#", "4821"),
        ("Drzwi do magazynu: 3581", "3581"),
        ("Двері до складу: 4096", "4096"),
        // An alarm after where it is, or a dash, a table's bar; then its
        // OFF after a Swedish `sedan`.
        ("Συναγερμός αποθήκης — 6046", "6046"),
        ("Alarm in the office: 7731", "7731"),
        ("ALARM¦5364¦shop", "5364"),
        ("Larmet i butiken: 1382, sedan OFF", "1382"),
        // A Wi-Fi key after where the network is, in words or brackets,
        // a dash, an arrow after a question, a copula, its key's name.
        ("Wifi i medarbejderboligen: Vache_3491!", "Vache_3491!"),
        (
            "Guest WiFi (farm shop café): Paddock_7327?",
            "Paddock_7327?",
        ),
        (
            "wifi (pickers) —— swede-heifer-daisy5",
            "swede-heifer-daisy5",
        ),
        ("ce parolă are wifi-ul? → Trigo_5847?", "Trigo_5847?"),
        (
            "Caravan wifi is \"Pasture_9040#\" – network name Pickers_2G",
            "Pasture_9040#",
        ),
        ("WiFi key DhmWeySDW5oS", "DhmWeySDW5oS"),
        // A SIM's PUK, a phone's unlock code, ending the line.
        ("PUK for the weather station SIM card: 43042778", "43042778"),
        (
            "Work phone (the Samsung in the dairy) unlock: 031952",
            "031952",
        ),
        // `pass:` after a login on its line.
        (
            "Tractor portal — login hof.lindenau, pass: Mucc@-8",
            "Mucc@-8",
        ),
        // A locker's code of three digits, the code named before or after
        // the locker.
        ("Locker code: 438", "438"),
        ("Bridget, kod do twojej szafki to 438", "438"),
        ("Codul de la dulap este 134", "134"),
        ("Код від шафки: 245", "245"),
        // A login then its password after a dash: an address's.
        (
            "Milk buyer portal – tom@hollowoak.farm – #Orchar822SS",
            "#Orchar822SS",
        ),
        (
            "Trocknersteuerung Weboberfläche: admin – %Past743PI",
            "%Past743PI",
        ),
        ("login tom, pass: 1234", "1234"),
    ]);
    kept(&[
        // A gateway's port, a door's year, a count after an entry's word.
        "Gateway: 8443",
        "Admin portal: 8443",
        "Türkei: 2500 km",
        "Gateway: 8080",
        "Doorman for the night: 2350",
        "Door: 2019.",
        "Entry: 2500 visitors",
        // A clock's time after an alarm's place; a network's name.
        "Alarm in the barn: 0630",
        "Free WiFi: KingsVIP\nNo password needed",
        "WiFi Direct: Printer-Office-2",
        "Guest WiFi (lobby): Hotel-Guest-Lobby",
        // A boarding pass; what unlocks a phone's stand.
        "Boarding pass: TP 1349",
        "Phone stand unlock: slide left",
        // A locker room's rule's number; how often a locker's code changed.
        "Locker room code 12 applies",
        "The locker code changed 3 times",
        // A mail's subject or a ticket after its sender and a dash; a
        // menu's path (found by an outside attack).
        "Mail from tom@hollowoak.farm – Re2024 budget",
        "support@x.com – Case#48213",
        "admin – Settings – Users",
        "admin – Users_2026",
        "admin – IMG_2291.jpg",
        // A test's results after a login's word; a clock's time after
        // whose door; an alarm's property; a phone's year.
        "Login tests – pass: 12",
        "Login results, pass: 98%",
        "login tom, pass: failed",
        "Door for lunch: 1230",
        "Gate for flight BA117: 1445",
        "Door (fig. 3): 1200",
        "Alarm battery level: 3200",
        "alarm panel model: 5237",
        "Alarm serial number: 483920",
        "Alarm events today: 1382",
        "Phone unlock: 2026",
        "iPad unlock: 0900",
    ]);
}

#[test]
fn an_msp_helpdesks_windows_commands_argument_lists_and_defaults_keep_their_secrets() {
    hidden(&[
        // A random value whose pieces spell a secret's word (`Pw`) is no
        // name of one.
        ("FOO_KEY=Vt7qLm2xPw4Zqa8b", "Vt7qLm2xPw4Zqa8b"),
        // A default assigned; a key's note in brackets after it.
        ("ENV[\"ELSTER_CERT_PASS\"] ||= \"Orch@rd733%\"", "Orch@rd733%"),
        (
            "AppSecret：c0ce9d80e8af968b23803abc98783399（请勿外传）",
            "c0ce9d80e8af968b23803abc98783399",
        ),
        // Windows' commands: a value named by its flag before, a
        // registry value, a password piped in, a share without a drive.
        ("Set-Variable -Name SagePwd -Value \"B@lanceTulip89_\"", "B@lanceTulip89_"),
        (
            "reg add \"HKLM\\SOFTWARE\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"Bremen49$yAq\" /f",
            "Bremen49$yAq",
        ),
        ("echo rxhDl8v90W4.+lNQhM6| runas /user:BWV\\svc-rmm mmc.exe", "rxhDl8v90W4.+lNQhM6"),
        (
            "[pscredential]::new('veeam', ('Brick-Allow-Cruel9' | ConvertTo-SecureString -AsPlainText -Force))",
            "Brick-Allow-Cruel9",
        ),
        ("C:\\> net use \\\\10.27.2.239\\IPC$ OeeObei%wwm=TqCy /user:HARBOR\\admin", "OeeObei%wwm=TqCy"),
        // An argument list with a variable among its strings; a switch
        // with `=`.
        (
            "exec.Command(\"ipmitool\", \"-H\", host, \"-U\", \"ADMIN\", \"-P\", \"EYmeHqWm1xzdk9zac\")",
            "EYmeHqWm1xzdk9zac",
        ),
        (
            "Start-Process agent.exe -ArgumentList '/quiet','/token=wvdo-nkwc-obuf-ajyy'",
            "wvdo-nkwc-obuf-ajyy",
        ),
        ("knife bootstrap windows winrm 10.0.0.9 -U Administrator -P 'JaF3LBRKl33mvkOnRME'", "JaF3LBRKl33mvkOnRME"),
        // A private key, not a public one, in another language.
        (
            "Chiave privata WireGuard: J42+zPocJlvoNlVRQ+r9AoCBtwQ0WJtFd1b68glcG8M=",
            "J42+zPocJlvoNlVRQ+r9AoCBtwQ0WJtFd1b68glcG8M=",
        ),
        // SQL's password after a word, glued after a bracket.
        ("CREATE USER app WITH PASSWORD 'Walrus@05';", "Walrus@05"),
        ("(password 'Walrus@05')", "Walrus@05"),
        // Changed to, with an auxiliary or glued, in other languages.
        ("A senha do Wi-Fi foi alterada para AVkwwc8320@a7y — avisar.", "AVkwwc8320@a7y"),
        ("防火墙管理员密码已重置为 VnXjQzNNN14q，请尽快修改。", "VnXjQzNNN14q"),
        ("Dørkoden er endret til 7955", "7955"),
        // A key handed over in a sentence or in brackets, in other
        // languages.
        (
            "de nieuwe sleutel voor Northgate Law LLP is ce85167b-930f-40c4-8c9c-373773238ac6.",
            "ce85167b-930f-40c4-8c9c-373773238ac6",
        ),
        (
            "le client a collé son jeton dans le chat (c9cf0238-5b2d-417a-96e6-58d4770e6dcf).",
            "c9cf0238-5b2d-417a-96e6-58d4770e6dcf",
        ),
        (
            "der neue deepgram api key für Costa Clinic lautet c566e7b36038317edd7b7eab9456fca5135e7729 – bitte",
            "c566e7b36038317edd7b7eab9456fca5135e7729",
        ),
        // A KeePass export's value; ODBC's braces ending the string; a
        // diff's `+` after a label.
        (
            "<String><Key>Password</Key><Value ProtectInMemory=\"True\">225ZZCZAzp73cv01</Value></String>",
            "225ZZCZAzp73cv01",
        ),
        ("UID=nasadmin;PWD={Bubble-Coconut-Car55}", "Bubble-Coconut-Car55"),
        ("diff: +XERO_CLIENT_SECRET=OFSLyd5vQbFjh4Cb3dM3qHgv1PxRb5", "OFSLyd5vQbFjh4Cb3dM3qHgv1PxRb5"),
        // A comparison unspaced; an agent's typing call; a code's field.
        ("if \"%PASS%\"==\"gewOu59z4H\" goto :unlock", "gewOu59z4H"),
        ("if password==\"Walrus@05\": login()", "Walrus@05"),
        ("type(selector=\"#password\", text=\".Harbour488\")", ".Harbour488"),
        ("Action: type \"424337\" into field \"Authentication code\"", "424337"),
        // A secret's file written from a here-document, or named by a
        // comment above its lines.
        ("$ cat > /etc/davfs2/secrets <<EOF\nhttps://dav.x/dav backup +IbPZaPoR5SXQ9ek\nEOF", "+IbPZaPoR5SXQ9ek"),
        ("# /etc/openvpn/client/greenleaf.auth\nvpnuser-409\n1wuyPyye-G9iq", "1wuyPyye-G9iq"),
        // After reading DK: a login's label and a password's shape; a
        // browser automation's fill; SQL's columns; a code after an en
        // dash; the new one told after a change.
        ("Wella login (for the colour order) → mango-foil-coral8", "mango-foil-coral8"),
        ("newsletter login — mailchimp — Orchid.6999*", "Orchid.6999*"),
        ("Shore login: Wx3X0Ypo6hK (user is the main email)", "Wx3X0Ypo6hK"),
        ("page.fill('input[name=\"pwd\"]', 'Velvet_1591@')", "Velvet_1591@"),
        ("INSERT INTO staff_logins (user, pass) VALUES ('jonas', '%zqH$4jnv7gnEdy');", "%zqH$4jnv7gnEdy"),
        ("INSERT INTO users (name, password) VALUES ('ann', 'it''s Walrus')", "it''s Walrus"),
        ("a code just came to my phone for the Instagram login – 415428", "415428"),
        ("The alarm company changed the code. New one is 86695. Old one won't work", "86695"),
        // A login's words before its colon; a password's label and an
        // unusual separator.
        ("SharePoint client area — guest login for Moss Dental Care: +Ledger03", "+Ledger03"),
        ("Exact Online – inlog Joris: Fie5ts+76", "Fie5ts+76"),
        ("pwd››Granite1994-", "Granite1994-"),
        ("contraseña~PalmeraAlmendra24@~ (la del certificado)", "PalmeraAlmendra24@"),
        // Single letters before a token (the privacy property test's
        // shape).
        (
            "a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a sk-proj-aAaaaaAAa000AAa00a0a0Aa00AaAaAA0AAaa0A0a",
            "sk-proj-aAaaaaAAa000AAa00a0a0Aa00AaAaAA0AAaa0A0a",
        ),
        // After reading DL: tools' password flags and pairs.
        ("twine upload -r internal -u etl -p FalconTundra*2022 dist/*", "FalconTundra*2022"),
        ("beeline -u jdbc:hive2://hive:10000/default -n etl -p Qrwbut996.whd", "Qrwbut996.whd"),
        ("rclone config create lake s3 provider AWS secret_access_key JuniperPine_2019", "JuniperPine_2019"),
        // Found by the outside attack: SQL's later rows, prefixed strings,
        // bracketed names, split column lists, `INSERT IGNORE`.
        ("INSERT INTO svc (name, api_key) VALUES ('svc1', 'abc'), ('svc2', 's5LS%kbONj1H%v42');", "s5LS%kbONj1H%v42"),
        ("INSERT INTO [dbo].[Users] ([UserName], [Password]) VALUES (N'svc', N'w6LLajOpR5AkZ!Lr')", "w6LLajOpR5AkZ!Lr"),
        ("INSERT IGNORE INTO wp_users (user_login, user_pass) VALUES ('admin', 'lb522sNQB1PxBZxb');", "lb522sNQB1PxBZxb"),
        ("INSERT INTO users (name,\n  password)\nVALUES ('ann',\n  'BubbleOrchidBremen39!');", "BubbleOrchidBremen39!"),
        // An argument list with a subscript, a raw string, a chain over
        // lines, a builder's `.args([`.
        ("cmd = [\"ipmitool\", \"-H\", cfg[\"host\"], \"-P\", \"u2tAbtRI7aSB2sg-\"]", "u2tAbtRI7aSB2sg-"),
        ("subprocess.run([\"mysql\", r\"-pLedgerTulip62@\"])", "LedgerTulip62@"),
        ("cmd.arg(\"--password\")\n    .arg(\"D73CPp2Fb.Fl_Yq0nZFi\")", "D73CPp2Fb.Fl_Yq0nZFi"),
        ("Command::new(\"redis-cli\").args([\"-h\", &host, \"-a\", \"zIJ7f4Ota3efu0JO\"])", "zIJ7f4Ota3efu0JO"),
        // `!=` unspaced; ODBC's string in a call; changed to after a
        // copula; a login told with `is`, `»`, words joined with a number.
        ("if pwd!=\"U01y0K32#JQYEAb@\": raise Denied()", "U01y0K32#JQYEAb@"),
        ("pyodbc.connect(\"UID=sa;PWD={J73l-GpyrOW6UWMDPg-2}\")", "J73l-GpyrOW6UWMDPg-2"),
        ("Passordet er endret til Kq7vT2mZp9Lx", "Kq7vT2mZp9Lx"),
        ("Het wachtwoord is gewijzigd naar RTz3q2J44E4sYbcj", "RTz3q2J44E4sYbcj"),
        ("Instagram login is Juniper.7815*", "Juniper.7815*"),
        ("supplier portal login » orchid_coral_river80*", "orchid_coral_river80*"),
        ("Shore login: BremenRiverMango97", "BremenRiverMango97"),
    ]);
    kept(&[
        // A prompt for the password; a script's variable.
        "schtasks /Create /TN x /TR c.cmd /SC WEEKLY /RU HOLLIS\\svc_task /RP *",
        "$pw = Read-Host -Prompt 'New password' -AsSecureString\nSet-ADAccountPassword -Identity jdoe -Reset -NewPassword $pw",
        "reg add \"HKLM\\SOFTWARE\\X\" /v Theme /t REG_SZ /d \"Dark\" /f",
        // Public keys in other languages; a thumbprint; a JWT's key id;
        // S3's host id.
        "Chiave pubblica WireGuard del router di Harbor Dental (si può condividere): J42+zPocJlvoNlVRQ+r9AoCBtwQ0WJtFd1b68glcG8M=",
        "Öffentlicher Schlüssel: J42+zPocJlvoNlVRQ+r9AoCBtwQ0WJtFd1b68glcG8M=",
        "Kessler Bau GmbHの証明書の拇印：6800C3799836E7F8D55ACD59FEBCB48EA7987C8D（有効期限 2026/03/31）",
        "{\"alg\":\"RS256\",\"kid\":\"EGr3I_7pzXuqewpRufXS7eR6RIS\",\"typ\":\"JWT\"}",
        "RequestId: 50X1N79Y8UGUYP8J, HostId: DuvTT+IdEXoC2g58FQg4kHhMhdUBmGkReygHQph13fVHR5NHudgQhtNlZUKPHeg7OrtSzSLCQn2j=",
        // `Domain` holds `in`: no field typed into.
        "cmdkey /list\n    Target: Domain:target=KB-FS02\n    Type: Domain Password\n    User: HARBOR\\itadmin",
        // A password manager's lookup by name; an error's name.
        "bw get password \"Costa Clinic – M365 break-glass\" --session \"$BW_SESSION\"",
        "{\"error\":{\"code\":\"Authorization_RequestDenied\",\"message\":\"x\"}}",
        // Placeholders: Windows' own, a sample's, a note of where it is.
        "<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</AdministratorPassword>",
        "Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;",
        "Password: [stored in IT Glue]",
        "TOKEN=DEIN_TOKEN",
        // A batch file's prompt; comparisons with no secret; a search
        // typed; a file written that holds none.
        "set /p PASS=Enter service password: ",
        "if key == \"\" {",
        "if name==\"admin\":",
        "type(selector=\"#search\", text=\"cheap flights\")",
        "cat > /etc/motd <<EOF\nWelcome\nEOF",
        "# /etc/hosts\n10.0.0.1 nas",
        // A user's name after a login's label; a fill that types a name;
        // SQL's columns that name no secret.
        "Shore login: bloom.riverside",
        "login: jsmith01",
        "Login: admin_2024",
        "page.fill('#name', 'Johnson')",
        "INSERT INTO t (id, note) VALUES (1, 'hello');",
        "We changed the menu. New one is 2024 edition.",
        "Login failed for user bob: Invalid password!",
        "Login for Anna: anna.berg@salon.se",
        "password ~ reset monthly",
        // Single letters; after reading DL: a test run's tally, a count
        // in a closing brace, an object's member, a form's cache key.
        "Plan A B C for Q1",
        "x y z = 1 2 3",
        "Done. PASS=120 WARN=1 ERROR=0 SKIP=0 TOTAL=125",
        "{'usage': {'prompt_tokens': 1281}}",
        "conn = BaseHook.get_connection(\"warehouse\"); pw = conn.password",
        "cache hit for /api/v1/chart/data?form_data_key=SVjNWQE0jpeEhEH12NL1As",
        // Found by the outside attack: settings' values, names and numbers
        // under a secret store's commands, an i18n table's key column,
        // what a fill types into a field that is no secret's, a KeePass
        // reference.
        "reg add \"HKLM\\SOFTWARE\\X\" /v PasswordExpiryWarning /t REG_DWORD /d 14 /f",
        "aws ssm put-parameter --name /prod/region --value eu-west-1 --type String",
        "doppler secrets set PORT 8080",
        "doppler secrets set NODE_ENV production",
        "INSERT INTO translations (key, en, de) VALUES ('login.password', 'Password', 'Passwort');",
        "INSERT INTO settings (key, value) VALUES ('smtp_password_hint', 'ask IT');",
        "await page.fill('#username', 'jsmith01')",
        "page.fill(\"#coupon-code\", \"WELCOME10\")",
        "<Key>Password</Key><Value ProtectInMemory=\"True\">{REF:P@I:46C9B1FFBD4ABC4BBB260C6190BAD20C}</Value>",
        "login: JohnSmith01",
        "if token != expected: x",
    ]);
}

#[test]
fn a_contractors_keypads_a_fintechs_references_and_labels_in_prose_are_read_as_a_person_would() {
    hidden(&[
        // A password pasted raw into a URL, `?` in it, before `localhost`
        // or a service's name and port.
        (
            "postgresql://devis:qthu23TEB?nZz@localhost/devis",
            "qthu23TEB?nZz",
        ),
        ("redis://:s3cr?et9x@cache:6379", "s3cr?et9x"),
        // A code in brackets after its name.
        (
            "Client has given us their house alarm code (8606) for the kitchen refit.",
            "8606",
        ),
        // Digits a keypad's `*` or `#` marks, after a gate's or a door's
        // name, with no separator.
        ("Plot 29 access — main gate 3714#. Sign in first.", "3714"),
        ("Whiteboard:\n- gate *3610#\n- skip swap", "3610"),
        ("Gate is #0613. Leave it shut behind you", "0613"),
        ("barrier at Canal Wharf opens with *1471# on the keypad", "1471"),
        ("Kod do bramy na budowę: 2094#. Zamykajcie za sobą!", "2094"),
        // A key handed over in prose, a spaced `=` after its words.
        (
            "token di emergenza PagerDuty = R04f6d5000d234584304d017ce73166d",
            "R04f6d5000d234584304d017ce73166d",
        ),
        // DeepL's free key, a Convex deploy key, Cloud Foundry's login.
        (
            "klient przesłał token DeepL: c368f1e3-6cce-41d3-9eb3-1c57dd385ecd:fx",
            "c368f1e3-6cce-41d3-9eb3-1c57dd385ecd",
        ),
        (
            "\"Value\": \"prod:a0lyt-d5g9en-100|1e61e4885ea630308b25e669b136bbd1e0ba30f2b92100056f4131453b551e3d\"",
            "1e61e4885ea630308b25e669b136bbd1e0ba30f2b92100056f4131453b551e3d",
        ),
        ("cf login -a https://api.cf.example -u deployer -p pickle-tundra-112", "pickle-tundra-112"),
        ("cf auth deployer pickle-tundra-112", "pickle-tundra-112"),
        // A random value under a session's or Vault's secret id stays one.
        (
            "\"SessionId\": \"WoxHIISZ6JA8eZGu4__3QE5sN_EY6EVQ\"",
            "WoxHIISZ6JA8eZGu4__3QE5sN_EY6EVQ",
        ),
        (
            "\"SecretId\": \"WoxHIISZ6JA8eZGu4__3QE5sN_EY6EVQ\"",
            "WoxHIISZ6JA8eZGu4__3QE5sN_EY6EVQ",
        ),
        // A password told after `New one:`; a code from its sender; a
        // Wi-Fi key of words and a number, or said to be changed.
        (
            "Sage password changed. New one: Orb1t628. Please don't put it on a post-it.",
            "Orb1t628",
        ),
        ("Code from the bank: 013735", "013735"),
        ("wifi for the cabin is BeaconDigger7174 (the router is upstairs)", "BeaconDigger7174"),
        ("Wi-Fi key was changed to TimberSlate3817", "TimberSlate3817"),
        // A label whose words after `for` or `del` name a thing the
        // password opens.
        ("Password for the server: Hx7pQ2mZkL9w", "Hx7pQ2mZkL9w"),
        ("Password del server di prova: OEvrTNOg*BUNFJWg", "OEvrTNOg*BUNFJWg"),
        // A random token with few digits, its capitals strewn.
        (
            "Mistral: rejected credential 7TFgrXAON7IRARHqDkXdzEyuCXZikNhW; falling back",
            "7TFgrXAON7IRARHqDkXdzEyuCXZikNhW",
        ),
        // A Go tool's single-dash flag; Perforce's login from standard
        // input; a password hashed in a seed script; Steam's server token.
        (
            "consul kv get -token=e014a2b1-8814-130a-e409-78c6325cdd6c tidebreaker/config",
            "e014a2b1-8814-130a-e409-78c6325cdd6c",
        ),
        (
            "$ echo rocket-saffron-hollow-kestrel35| p4 -p ssl:p4.local:1666 -u build login",
            "rocket-saffron-hollow-kestrel35",
        ),
        (
            "password_hash = bcrypt(\"mossy-hollow-quartz-marble82\")  # seed user",
            "mossy-hollow-quartz-marble82",
        ),
        ("  - STEAM_GSLT: EC782237F97C2B580A7AEF0F4545BD97", "EC782237F97C2B580A7AEF0F4545BD97"),
        // A door's code after a note's marks; German's gates in one word.
        ("office door »» 8359", "8359"),
        ("gate ~~ 6940 ~~ (yard)", "6940"),
        ("Rolltor ⟶ 7096", "7096"),
        // The exemptions do not reach a real value (the outside attack's
        // cases): a password ending in a mask, a `ref+` that names no
        // backend, `EXAMPLE` or `placeholder` beside a random part, an id
        // under a sign-in's name, a TOTP seed of 26 base32 characters, a
        // passphrase joined with `/`, a code in brackets cut at the end.
        ("password: Xk9mQ2vL7pR_***", "Xk9mQ2vL7pR_"),
        (
            "token: ref+https://api.x.io/?key=0NcoZ2lZETSzxlxjuaAYtkAFpiazZRAX",
            "0NcoZ2lZETSzxlxjuaAYtkAFpiazZRAX",
        ),
        (
            "token: EXAMPLE_mUzvSlj6qJzM6yzhLxQXkldsuVtn0z2d",
            "mUzvSlj6qJzM6yzhLxQXkldsuVtn0z2d",
        ),
        (
            "token: placeholder_9mVDN0LaOUolybVa3zJ0MHKoojpN_x",
            "9mVDN0LaOUolybVa3zJ0MHKoojpN",
        ),
        (
            "\"AuthTokenId\": \"1kooluDMVIRmU19Z7XqSpKTuv2msswbw\"",
            "1kooluDMVIRmU19Z7XqSpKTuv2msswbw",
        ),
        (
            "\"SessId\": \"0I7U4iNNyEvHZymlb9bgWDxi6ys4vF6o\"",
            "0I7U4iNNyEvHZymlb9bgWDxi6ys4vF6o",
        ),
        ("MFA seed TFQBKCZRY452AN5TRAQG5YKJ3Z", "TFQBKCZRY452AN5TRAQG5YKJ3Z"),
        ("password: correct/horse/battery/staple42x", "correct/horse/battery/staple42x"),
        ("PIN (4821", "4821"),
        // `EXAMPLE` glued inside a value is no marker.
        ("REDIS_URL=\"redis://user:EXAMPLEp4ssw0rd123@localhost:6379/0\"", "EXAMPLEp4ssw0rd123"),
    ]);
    kept(&[
        // A gate's number after `#`, a gate at an airport.
        "Gate #1234 boarding at 10:30",
        "error code (404) on the page",
        "enter the code (6 digits) we sent",
        // Flutterwave's public key; a masked token; references.
        "FLW_PUBLIC_KEY=FLWPUBK-11cb1ba9013c2500f1bd954a15145345-X",
        "HUGGING_FACE_HUB_TOKEN=hf_***",
        "token: sk_live_****",
        "password = ref+vault://secret/data/ledger/db#/password",
        "Example: `ledgerctl login --token lgr_EXAMPLE_DO_NOT_USE`",
        "gcp_secret = your_private_key_id_placeholder_here1234",
        // Ids named in camel case; hashes named in other languages.
        "\"VersionId\": \"WoxHIISZ6JA8eZGu4__3QE5sN_EY6EVQ\",",
        "\"RequestId\": \"WoxHIISZ6JA8eZGu4__3QE5sN_EY6EVQ\",",
        "출금 트랜잭션 해시: 0xdd091ef6e0ee0b313feb0ee2f4896c71138fe4cf3c7f21887c2919b9b1074284 (확인 60회)",
        "Prüfsumme: 9f3a7c2e5b1d8f4a6c0e2b7d9f1a3c5e",
        // 26 Crockford capitals and digits: a ULID's shape.
        "transfer Q6KEGJBAGGNG9G3JV1EVKXW4GG → status=settled",
        "cf push -p ./app",
        "bank code from the form: 12345678",
        "WiFi: OfficeNet2024",
        "Wi-Fi network is HomeNetwork1234",
        "The password was changed. The new one is in the vault.",
        // A public key named in Swedish; a checksum in Swedish; a store's
        // path; `any string`; an assignment of a placeholder.
        "Discord-appens publika nyckel (för signaturkontroll): c0a3f5c0f7c3df03661e9dad97122ca9b93e2ebf73314e455b23078569a76ce0",
        "Kontrollsumma för patchen: cc13a95461b1f28eca825d0eea22d35d6016478ac3fe2419f2c5ab949917fc93",
        "vault kv get -field=token secret/tidebreaker/discord",
        "for local testing just set BACKTRACE_TOKEN to any string, the dev endpoint ignores it",
        "Trag hier deinen eigenen Token ein: DISCORD_TOKEN=<dein-token>",
        // Names in camel case and the words of a proxy's config.
        "getUserAccountSettingsForAdmin",
        "HTTPServerErrorHandlerFactoryBean",
        "password for admin expires: 2025-01-01",
        "auth_service: users",
        "door »» 2024 model",
        // The outside attack's false positives: a year in brackets,
        // Consul's anonymous token, an echo not piped into the login, a
        // router's model as a network's name, a PNG's base64 header.
        "the code (2024 release) is stable",
        "Release code (2024) is frozen",
        "consul kv get -token=anonymous app",
        "echo done; p4 login",
        "echo \"logging in\" && p4 login",
        "WiFi: FritzBox7590",
        "Wi-Fi: TechnicolorTG789",
        "iVBORw0KGgoAAAANSUhEUgAA",
    ]);
}

/// A marina's notes and a health app's team (DQ, DR): a code before what
/// it opens, a chat's answer to a question that names only what the code
/// opens, an immobiliser's code, a password typed by a UI test, and the
/// public values a mobile app ships.
#[test]
fn a_code_before_its_name_a_chats_answer_and_a_mobile_apps_public_values_are_read_as_a_person_would(
) {
    hidden(&[
        ("9614 ← alarm. obviously don't forward this", "9614"),
        ("6110 är larmet, inte dörren", "6110"),
        ("9472, c'est le nouveau digicode du bâtiment B", "9472"),
        ("C4294 ← that's the key safe at Plot 12 Riverside, not the alarm", "C4294"),
        ("2858（这是后门密码，别发群里）", "2858"),
        ("1554 – das ist die Alarmanlage, nicht die Tür!", "1554"),
        ("Megan: key safe?\nRhys: 8921 👍", "8921"),
        ("Freja: alarm??\nRasmus: 8313\nFreja: tak!!", "8313"),
        ("Zeynep: iskele kapısı kaç?\nCan: 74316", "74316"),
        ("Emma: shower code pls? we're on H-15\nOffice: Hi! It's 6854 🚿", "6854"),
        ("Ben: key safe?\nChloe: hang on, on the water\nChloe: ok\nChloe: ok it's\nChloe: 5478", "5478"),
        ("Reply to: \"what's the alarm?\"\n\n> 2482\n\nand don't forget zone 2", "2482"),
        ("Q1 where are showers? behind the chandlery\nQ2 code? 5929\nQ3 towels?", "5929"),
        ("Tobi: Wie war nochmal der Alarmcode?\nJana: 2109 und dann AUS", "2109"),
        ("Wegfahrsperre Zephyr: 5306 eingeben, dann Zündschlüssel drehen.", "5306"),
        ("Inmovilizador del Puffin: marca 9304 y luego gira la llave.", "9304"),
        ("Customer rang. Told them the immobiliser is 2964. Sorted.", "2964"),
        ("Handover notes Saltire:\n- fuel full\n- immobiliser 3349\n- bilge pump tested", "3349"),
        ("app.secureTextFields[\"Password\"].typeText(\"4fYREembVaIQQaWtNiFV.ua\")", "4fYREembVaIQQaWtNiFV.ua"),
        ("await element(by.id('login.password')).typeText('S#QfUlJ^tIW_.Ky-xOPr2.OX');", "S#QfUlJ^tIW_.Ky-xOPr2.OX"),
        ("- tapOn: \"Password\"\n- inputText: \"1k+4a9co1yko774o1\"\n- tapOn: \"Sign in\"", "1k+4a9co1yko774o1"),
        ("security import dist.p12 -k build.keychain -P '4fTfQgRy8i8quV3xbe0' -T /usr/bin/codesign", "4fTfQgRy8i8quV3xbe0"),
        ("npx expo login -u mobile_backend -p '0Djnt.76PF9i.l1l8NI7'", "0Djnt.76PF9i.l1l8NI7"),
        ("rabbitmqadmin -H mq.internal -u mobile_backend -p 'Orbit!meadow_8225*' list queues", "Orbit!meadow_8225*"),
        ("let o = OptsBuilder::new().password(Some(\"JNPSts9GJW.#xIS\"));", "JNPSts9GJW.#xIS"),
        ("Klucz Apple ID do środowiska testowego: zwqp-kitq-txxv-ahob", "zwqp-kitq-txxv-ahob"),
        ("<string>key_live_zN8h3ilHI1BD6VU1w8JS5uR4aNx0MiEh</string>", "key_live_zN8h3ilHI1BD6VU1w8JS5uR4aNx0MiEh"),
    ]);
    // Controls: a measure, a clock's time, a year, a word that holds a
    // door's; a question for a time, a phone number after a question; a
    // mobile app's public keys, pins, client id, challenge and checksums;
    // an id a clause before the provider's name.
    kept(&[
        "2400 – door height",
        "0800 – alarm went off",
        "2019 – das ist die Alarmanlage",
        "4000 – outdoor unit",
        "alarm set?\nJo: 2200",
        "Forgot your PIN? Call 0800 123 456",
        "Forgot your PIN?\n0800 123 456",
        "Immobilien 25000, Lage gut",
        "Purchases.configure(withAPIKey: \"appl_74z86MNKjjJzClBNwVjal6OAPaP\")",
        "Purchases.configure(PurchasesConfiguration.Builder(this, \"goog_mJYqiZss2n1VOs0XnhjvUozN5Yd\").build())",
        "let pins = [\"sha256/3l+DOqHlH48LYsEMGIe2oAEgVdBj04ok7cX/8iOITFA=\"]",
        "<key>CFBundleURLSchemes</key>\n<array><string>com.googleusercontent.apps.658974859386-16zrf7fxj5590fdxitzh6qs2qf06zivg</string></array>",
        "code_challenge=vqg79q65ddpAqVW6istgYI0JWfKla2dDNdparbf0DBq&code_challenge_method=S256",
        "[10:12:59] 39e8c98514d32da3549adc2ca6bd121170c5d73f2897cd709a99ed78a9550e09  member-app-5.5.0-release.aab",
        "| File | SHA-256 |\n|---|---|\n| member-app-5.9.2.ipa | `ada9df5f19742fb4c984bf076be1366ecdf300eafd862496a1eeea7eaef87ee8` |",
        "El trace id del fallo es 640bc9b6bf09f5d39702bca369a58af7, lo tienes en Datadog.",
    ]);
}

/// A marina's and a bakery's notes (DQ, DS) and an IoT team's logs (DT):
/// a code typed into a field named `Code`, a click on `#password`, a
/// Portuguese key, a locker's number then its code, a chain's lock, a
/// door's code with its keypad's letter after a compound's name; kept: a
/// CI's cache key, a masked export, an empty credentials object, Algolia's
/// search-only key, a build task's signature.
#[test]
fn a_bakerys_doors_a_marinas_lockers_and_an_iot_teams_logs_are_read_as_a_person_would() {
    hidden(&[
        ("Action: type \"925967\" into field \"Code\"", "925967"),
        (
            "[agent] click #password\n[agent] type \"harbour55WAV#\"\n[agent] click \"Sign in\"",
            "harbour55WAV#",
        ),
        (
            "{\"utilizador\": \"staff01\", \"palavra_passe\": \"gybe45CLE!\"}",
            "gybe45CLE!",
        ),
        ("Kit locker 40: 918", "918"),
        ("Locker 47 – code 450", "450"),
        ("Spind 4, Code 645", "645"),
        (
            "Joris: code van de achterdeur is B1640, vergeet het rolluik niet",
            "B1640",
        ),
        ("Henrik: koden på bakdøra er C5314, husk å låse", "C5314"),
        (
            "Porte du club-house : 5862. Le dernier ferme, merci !",
            "5862",
        ),
    ]);
    kept(&[
        "type \"SUMMER\" into field \"Postcode\"",
        "Locker 12: 300 items",
        "the code to investigate is B1234",
        "Cache restored from key: Linux-pio-6d625939de7fbf927ee89392bd06ffe476f79b3f5ac3918071ad3730abada20d",
        "Set your key: `export CKO_SECRET_KEY=********` then run `make flash`.",
        "[{\"id\":\"a91f.22\",\"type\":\"mqtt-broker\",\"port\":\"1883\",\"credentials\":{}}]",
        "ALGOLIA_SEARCH_ONLY_KEY=900a5e7c6bebd8139425cba7b4ec3e15  # public, used in docs site",
        "NOTE: recipe linux-imx: task do_compile: Succeeded (sig 20ef588a36275ccf30946ab90a996dcf06ecfcb19f4738d6dbbf54c333eb0f83)",
    ]);
    // Controls: a read-only key still reads, a cache's API key is a key;
    // an app's public value's prefix before a password, a search-only
    // admin's key, a key named after the cache's sentence (the outside
    // attack's).
    hidden(&[
        (
            "password=appl_AbCdEfGhIjKlMnOpQrStUvWx.Hunter2!",
            "Hunter2!",
        ),
        ("password: sha256/hunter2", "hunter2"),
        (
            "client_secret=com.googleusercontent.apps.GOCSPX-AbCdEfGhIjKlMnOpQrSt",
            "GOCSPX-AbCdEfGhIjKlMnOpQrSt",
        ),
        (
            "ALGOLIA_SEARCH_ONLY_ADMIN_API_KEY=9f86d081884c7d659a2feaa0c55ad015",
            "9f86d081884c7d659a2feaa0c55ad015",
        ),
        ("search_only_password=Hunter2Secret!", "Hunter2Secret!"),
        (
            "Cache restored. Deploy key: Hunter2Secret!xyz",
            "Hunter2Secret!xyz",
        ),
        (
            "cache dir /tmp; key: Hunter2Secret!xyz",
            "Hunter2Secret!xyz",
        ),
    ]);
    // And the new readings' own controls: a price, a brand, a number's
    // name before what it opens; a question for another number, its
    // answer's unit; an email typed into a reset field; a time after a
    // locker's number.
    kept(&[
        "6500 is the price of the alarm",
        "5600 — Bosch alarm.",
        "1177 är numret för larmet",
        "Megan: how much was the new gate?\nRhys: 4850 kr",
        "Megan: phone number for the alarm company?\nRhys: 08123456",
        "Megan: the door is stuck;\nRhys: 4412 is my flat",
        "await element(by.id('forgotPasswordEmail')).typeText('megan@example.com')",
        "- tapOn: \"Forgot password?\"\n- inputText: \"megan@example.com\"",
        "Locker 40: 0930",
        "Gate 20241231",
    ]);
    hidden(&[
        (
            "ALGOLIA_READ_ONLY_KEY=900a5e7c6bebd8139425cba7b4ec3e15",
            "900a5e7c6bebd8139425cba7b4ec3e15",
        ),
        (
            "cache api key: 6d625939de7fbf927ee89392bd06ffe476f79b3f5ac3918071ad3730abada20d",
            "6d625939de7fbf927ee89392bd06ffe476f79b3f5ac3918071ad3730abada20d",
        ),
    ]);
}

/// A rule that cannot compile fails closed: a text holding its keyword is
/// withheld whole, where a rule that compiles removes only its finding.
#[test]
fn a_rule_that_does_not_compile_withholds_the_text_it_would_read() {
    let rule = |pattern: &str| {
        vec![(
            "acme_key".to_owned(),
            vec!["acme_".to_owned()],
            pattern.to_owned(),
        )]
    };
    let broken = build(&rule("(?P<x>acme_)(?P<x>[0-9]{4})"), &|_| false).expect("an automaton");
    let text = "Safari — acme_4821 in the search field";
    let r = broken.redact(text, Scope::Text);
    assert_eq!(r.text, REDACTION_MARK);
    assert_eq!(r.rules, ["acme_key"]);
    // A text without the rule's keyword never reaches it.
    assert_eq!(broken.redact("Safari", Scope::Text).text, "Safari");
    // Control: the same rule, compiling, removes its finding alone.
    let working = build(&rule("acme_[0-9]{4}"), &|_| false).expect("an automaton");
    assert_eq!(
        working.redact(text, Scope::Text).text,
        "Safari — [redacted] in the search field"
    );
}

/// When no rule set can be built, every non-empty text is withheld, not
/// carried as if nothing were found.
#[test]
fn a_detector_that_could_not_be_built_withholds_every_text() {
    let unavailable = unavailable_detector();
    for text in ["Safari", "Wi-Fi password: Tulip-Harbour-77", "a"] {
        let r = unavailable.redact(text, Scope::Identifier);
        assert_eq!(r.text, REDACTION_MARK);
        assert_eq!(r.rules, [UNAVAILABLE]);
    }
    assert_eq!(unavailable.redact("", Scope::Text).text, "");
    // Control: a detector with no rules that was built carries the text.
    let none = build(&[], &|_| false).expect("an empty rule set");
    assert_eq!(none.redact("Safari", Scope::Text).text, "Safari");
}

/// In a URL's userinfo, a value shaped like an app's public key is the
/// password; alone, or as a browser's anon JWT, it stays public.
#[test]
fn a_public_keys_shape_in_a_urls_userinfo_is_its_password() {
    hidden(&[
        (
            "postgres://u:appl_AbCdEfGhIjKlMnOpQrStUvWxYz@db/app",
            "appl_AbCdEfGhIjKlMnOpQrStUvWxYz",
        ),
        (
            "redis://default:pk_live_AbCdEfGhIjKlMnOpQrStUvWxYz@cache:6379",
            "pk_live_AbCdEfGhIjKlMnOpQrStUvWxYz",
        ),
    ]);
    kept(&[
        "pk_live_AbCdEfGhIjKlMnOpQrStUvWxYz",
        "Purchases.configure(apiKey: \"appl_AbCdEfGhIjKlMnOpQrStUvWxYz\")",
    ]);
}

/// A code a voice spells out in Portuguese, Dutch, the Nordic languages,
/// Polish, Finnish or Turkish is read as one in English is; a last digit
/// word a byte's word boundary does not end (`dziewięć`) is read with it.
#[test]
fn a_code_spelled_out_in_more_languages_is_read_whole() {
    hidden(&[
        (
            "Mensagem de voz: \"o código da porta das traseiras é nove seis um zero\"",
            "nove seis um zero",
        ),
        (
            "Talemelding: «koden til bakdøra er to-seks-sju-sju»",
            "to-seks-sju-sju",
        ),
        (
            "Wiadomość głosowa: „kod do alarmu to osiem, siedem, cztery, dziewięć”",
            "osiem, siedem, cztery, dziewięć",
        ),
        (
            "Ääniviesti: \"hälytyskoodi on viisi-seitsemän-seitsemän-yhdeksän\"",
            "viisi-seitsemän-seitsemän-yhdeksän",
        ),
        (
            "Sesli mesaj: \"kasanın şifresi altı yedi bir bir\"",
            "altı yedi bir bir",
        ),
        (
            "Spraakbericht: \"de code van de apotheek is acht-zes-nul-acht\"",
            "acht-zes-nul-acht",
        ),
    ]);
    // Three digit words are no code, and a code's words stop at the
    // first word that is no digit.
    kept(&["de code van de apotheek is veranderd, een twee drie keer geprobeerd"]);
    let r = redact("the code is one two three four and then five more minutes");
    assert_eq!(r.text, "the code is [redacted] and then five more minutes");
}

/// A safe's dial turns after a safe's name, a code before its own name
/// and what it opens, and an alarm's code before a condition, each with
/// the controls that keep a price, a model and a game's buttons.
#[test]
fn a_safes_dial_a_code_named_after_it_and_an_alarms_code_before_a_condition_are_read() {
    hidden(&[
        (
            "Handover - Tilly (19.6 kg) on methadone q4h - CD safe: L44 R43 L57 - Kennel 3",
            "L44 R43 L57",
        ),
        (
            "caja fuerte → L15 R16 L13 (izquierda, derecha, izquierda)",
            "L15 R16 L13",
        ),
        (
            "CD safe combo changed today after the audit: L27 R7 L63.",
            "L27 R7 L63",
        ),
        (
            "The dial safe in the cellar opens with 03-14-35 – turn right first.",
            "03-14-35",
        ),
        ("> Fine wine cabinet (dial): 04-18-11", "04-18-11"),
        (
            "Petty cash safe 843796 — receipts go in the blue folder.",
            "843796",
        ),
        (
            "Float safe in back office: 135199. Count the float.",
            "135199",
        ),
        (
            "4148, c'est le code de l'alarme. Le chien de la chambre 3 pèse 2,8 kg.",
            "4148",
        ),
        ("6691 = pin del allarme, non della porta", "6691"),
        (
            "Sarah (SMS): Locking up. Alarm is 2785 if you're back for the 2am recheck",
            "2785",
        ),
    ]);
    kept(&[
        "Press L1 R1 L2 to dodge, then find a safe zone",
        "dial in on 12-05-24 for the review",
        "Keep a safe distance: 2500.",
        "It is safe to deploy build 48213.",
        "The safe weighs 4500.",
        "Safe: 5500 kg",
        "Dial-in: 12-05-24 meeting",
        "6500 is the price of the alarm",
        "6500 c'est le prix de l'alarme.",
        "3400 is the model of the alarm.",
        "Alarm is 1200 if you buy two",
    ]);
}

/// Public values a travel platform's logs show: a JWK's RSA modulus and
/// a webhook's signature header. Each beside a control that is read.
#[test]
fn a_jwks_modulus_and_a_webhooks_signature_are_public() {
    // (A 2,048-bit modulus is 342 characters of base64url.)
    let modulus = &"63JCVYGJvJdoF7U5Zi8vwtJ1mgvJoJlZ1qbNke9FGbC8dYHV0U-40Py_IcJMX9F6FArYQARcQ6bpJ0BldreU_YGc5xRr-4p-4BF46zE4O64aBiDIrlCaNXqV2gO6JzmC".repeat(3)[..342];
    let private = "Xq9vK2mLp8RwT4zN7bYc3FhJ6sDgU1eWiO5aQkZr0tVy";
    let jwk = format!(r#""kid": "3f2e", "n": "{modulus}", "e": "AQAB", "d": "{private}""#);
    let reversed = format!(r#"{{"e": "AQAB", "kid": "3f2e", "n": "{modulus}"}}"#);
    let alone = format!(r#""kid": "3f2e", "n": "{modulus}""#);
    let signature = "9653dda56fda10d13d7226e871f3afc43486dd679ac08880acb834e10812a567";
    let header = format!("Stripe-Signature: t=6832,v1={signature}");
    let secret = format!("webhook secret: {signature}");
    kept(&[&reversed, &header]);
    // The private exponent beside a public modulus, the modulus with no
    // exponent, the digest named a secret, a session's random cookie, the
    // same value with no id's label, another prefix, a jotted password.
    let r = redact(&jwk);
    assert!(
        r.text.contains(modulus) && !r.text.contains(private),
        "{}",
        r.text
    );
    hidden(&[
        (alone.as_str(), modulus),
        (secret.as_str(), signature),
        (
            "Set-Cookie: session=Zk29fj2LmQ8sWq7Rt4; Path=/",
            "Zk29fj2LmQ8sWq7Rt4",
        ),
        (
            "use eJzTd9f3NjIx8QsEAAuNAjs%3D to log in",
            "eJzTd9f3NjIx8QsEAAuNAjs%3D",
        ),
        (
            "Offer zz_dg1kmlhz4jo1ujv4dc3b26x489 expired",
            "zz_dg1kmlhz4jo1ujv4dc3b26x489",
        ),
        ("Sticky note on monitor:\nAudit_Ledger77", "Audit_Ledger77"),
    ]);
}

/// A key written out in groups of one width is removed whole; words of
/// one width after a secret are a sentence's. And a few command lines,
/// a call and two formats a travel platform's logs hold.
#[test]
fn a_key_in_groups_and_a_travel_platforms_command_lines_are_read_whole() {
    hidden(&[
        (
            "Text recognised in attachment: \"klaviyo private api key: pk_3f fc026 4405c a96a5 0b2ea 8f89e f9633 da\"",
            "fc026 4405c a96a5 0b2ea 8f89e f9633 da",
        ),
        (
            "ocr> easypost_api_key : EZAK66 660c5d fb1af1 c5a54f 6d76bc 9dde (confidence 0.87)",
            "660c5d fb1af1 c5a54f 6d76bc 9dde",
        ),
        (
            "dotnet nuget add source https://nuget.example.internal/v3/index.json -n internal -u svc -p MBJMQh3G-GqT7ovT* --store-password-in-clear-text",
            "MBJMQh3G-GqT7ovT*",
        ),
        (
            "sequelize = new Sequelize(\"bookings\", \"svc_booking\", \"Onl0XggtXNcFp1QB2Zk\", { dialect: \"postgres\" });",
            "Onl0XggtXNcFp1QB2Zk",
        ),
        (
            "add_header Authorization \"Basic VjE6aGltanp6OlJKRlc6QUE=aVljd3drcjk=\";",
            "aVljd3drcjk=",
        ),
        (
            "posted to https://api.telegram.org/bot2947913203:AAgehzLZ3FyWaQQrXEW0923HKpEi1kJbUQ/sendMessage",
            "AAgehzLZ3FyWaQQrXEW0923HKpEi1kJbUQ",
        ),
    ]);
    // Words of one width after a secret stay; so do groups of words.
    assert_eq!(
        redact("door_pin=4821 then open door").text,
        "door_pin=[redacted] then open door"
    );
    assert_eq!(
        redact("db_password=Zq8v#x then open door plus").text,
        "db_password=[redacted] then open door plus"
    );
    kept(&[
        "new Sequelize(\"bookings\")",
        "how to use db2 connect to a database using a user",
        "createAccount(\"alice\", \"alice@example.com\")",
    ]);
}

/// A streaming platform's public values (a DRM's init data, an HLS key's
/// IV, a browser agent's keys, a transcoding job's id, a member's path
/// before a comment) beside its secrets (Bento4's content keys, a
/// Jenkins account's password), each with a control.
#[test]
fn a_streaming_platforms_public_values_and_content_keys_are_told_apart() {
    kept(&[
        "<cenc:pssh>AAAAOnBzc2gAAAAA7e+LqXnWSs6jyCfc1R0h7QAAABoIARIQc3RyZWFtY29fcHJvZF90aXRsZV80Mg==</cenc:pssh>",
        "#EXT-X-KEY:METHOD=AES-128,URI=\"https://keys.example.tv/v1/hls/ast_27k2yr4rel8g/key\",IV=0x52BDC95089ABF64E628AA32A584AB04F",
        "datadogRum.init({ clientToken: \"pub7bbaad610f96dd1999ed95536739940d\", site: \"datadoghq.eu\" })",
        "m.apiKey = m.global.config.apiKey  ' injected at build time from CI",
        "mp4decrypt --show-progress in.mp4 out.mp4",
    ]);
    hidden(&[
        (
            "mp4decrypt --key 1:f7466ee2fce22c00bb1b04e04578a25b encrypted_420.mp4 clear.mp4",
            "f7466ee2fce22c00bb1b04e04578a25b",
        ),
        (
            "mp4encrypt --method MPEG-CENC --key 1:bb79f3d2134fadcc62ff5510776daf05:random in.mp4 out.mp4",
            "bb79f3d2134fadcc62ff5510776daf05",
        ),
        // The same shapes where they are no public value.
        (
            "<cenc:secret>AAAAW3Bzc2gAAAAA7e+LqXnWSs6jyCfc1R0h7QAAADsIARIQIk6jUBedsp0t6d68L4p</cenc:secret>",
            "AAAAW3Bzc2gAAAAA7e+LqXnWSs6jyCfc1R0h7QAAADsIARIQIk6jUBedsp0t6d68L4p",
        ),
        (
            "Datadog api key: 7bbaad610f96dd1999ed95536739940d",
            "7bbaad610f96dd1999ed95536739940d",
        ),
        (
            "m.apiKey = Zk29fj2LmQ8sWq7Rt4  ' injected at build time",
            "Zk29fj2LmQ8sWq7Rt4",
        ),
    ]);
}

/// What an outside attack on the exemptions above smuggled through, each
/// now read; and the false positives it found in the new readings, each
/// now kept.
#[test]
fn secrets_beside_the_public_values_markers_are_read() {
    let token = "kP9xQ2vL7mZ4nR8tW3yB6cF1hJ5gD0sA";
    let cases = [
        "password id: kP9x!Q2v@L7m#Z4n$R8t".to_owned(),
        format!("IV={token}"),
        format!(
            "#EXT-X-KEY:METHOD=AES-128,IV=0x{}",
            "52BDC95089ABF64E628AA32A584AB04F".repeat(2)
        ),
        format!("the api key iv {token}"),
        format!("<cenc:pssh>{token}</cenc:pssh>"),
        format!("Webhook signature header: Stripe-Signature: t=1,v1={token}"),
        format!("\"e\": \"AQAB\", \"n\": \"{token}\""),
        "Cookie: sso=purple-monkey-dishwasher".to_owned(),
        "session id: 123e4567-e89b-12d3-a456-426614174000 is also my admin password".to_owned(),
        "Sticky note:\nTHE_THING=Tr0ub4dor&3".to_owned(),
        format!("job_{token}"),
        "password: NRJS-Tr0ub4dor&3horse".to_owned(),
    ];
    let pieces = [
        "kP9x!Q2v",
        "kP9xQ2vL7m",
        "52BDC95089ABF64E628AA32A584AB04F52BD",
        "purple-monkey",
        "Tr0ub4dor",
        "123e4567-e89b",
    ];
    for text in &cases {
        let out = redact(text).text;
        assert!(pieces.iter().all(|p| !out.contains(p)), "{text} -> {out}");
    }
    kept(&[
        "Safe mode: L1 R2 L3",
        "Safe travels! L4 R2 L8 exit",
        "timer dial: 00-15-00",
        "Speed dial: 12-34-56",
        "kod pocztowy to zero zero jeden dwa trzy",
        "código de barras: sete oito nove um dois três",
    ]);
}

/// A key's value right after its name and a blank, with no separator: a
/// generator's value only, and never a value a table's, a store's or a
/// signer's key names.
#[test]
fn a_key_right_after_its_name_is_read_by_its_shape() {
    hidden(&[
        (
            "falling back to static Iterable key \"a9c3b33271f97fdf7786792fe2d8f0b9\"",
            "a9c3b33271f97fdf7786792fe2d8f0b9",
        ),
        (
            "Using Widevine key 9171424f16b35fbc32736bec2fd591f6 for variant tvRelease",
            "9171424f16b35fbc32736bec2fd591f6",
        ),
        (
            "TODO: remove before merge -- Braze prod key 503fde67-79fa-4d0a-9f14-4db9abceb089",
            "503fde67-79fa-4d0a-9f14-4db9abceb089",
        ),
        // A long word after the name does not stand for the value that a
        // separator gives later (the reading before this one still holds).
        (
            "Okta token committed in scripts/refund_report.py line 12: 00t_acZpFfpjl4_V_JyJgqiWpMzOppHnHrp",
            "00t_acZpFfpjl4_V_JyJgqiWpMzOppHnHrp",
        ),
        (
            "her er Datadog-nøglen til boligsynkroniseringen, læg den ikke i git:\n89867db1a4e563140d179dad172a7154",
            "89867db1a4e563140d179dad172a7154",
        ),
    ]);
    kept(&[
        "cache key 9171424f16b35fbc32736bec2fd591f6",
        "Idempotency key 503fde67-79fa-4d0a-9f14-4db9abceb089",
        "partition key 503fde67-79fa-4d0a-9f14-4db9abceb089",
        "GPG: using EdDSA key d02c1eeafcc891b6f02b1581439c6ff209470e20908da691 · Good signature",
        "public key 9171424f16b35fbc32736bec2fd591f6",
        "the key RotateKeysJobRunnerFactory",
        "key id 9171424f16b35fbc32736bec2fd591f6",
        "sort key 9171424f16b35fbc32736bec2fd591f6",
        // The outside attack's false positives: a record's, a store's or
        // a digest's key by its kind.
        "record key 550e8400-e29b-41d4-a716-446655440000 updated",
        "Redis key 550e8400-e29b-41d4-a716-446655440000",
        "routing key 5d41402abc4b2a76b9719d911017c592",
        "md5 key 5d41402abc4b2a76b9719d911017c592",
        "S3 key 5d41402abc4b2a76b9719d911017c592.jpg",
        "KMS key 550e8400-e29b-41d4-a716-446655440000",
        "clé API remplacée par DOCUMENTATION2024",
        "clé USB remplacée par SANDISK64GBULTRA3",
        // The second attack's: a capitalised word at a line's start, a
        // record's key in a sentence, a database's sentences.
        "Record key 550e8400-e29b-41d4-a716-446655440000 updated",
        "Check the Routing key 550e8400-e29b-41d4-a716-446655440000",
        "Look up the key 550e8400-e29b-41d4-a716-446655440000 in DynamoDB",
        "Delete the old key 5d41402abc4b2a76b9719d911017c592 from Redis",
        "Test key 550e8400-e29b-41d4-a716-446655440000 for the unit test fixture",
    ]);
}

/// A query's parameter that is no secret ends at the next one, which is
/// read as a parameter of its own (a short `code=1` or `sig=1` before it
/// once carried the reading past `&apikey=`).
#[test]
fn a_querys_secret_after_a_short_parameter_is_read() {
    for text in [
        "https://lns.example.io/webhooks/scan?sig=1&apikey=l8B693faQinawRXT&depot=WH-GOT-08",
        "https://x.example/cb?code=1&apikey=b1ff3eb1c7e78596c87d8ddcd91a1976",
        "redirect_uri=https%3A%2F%2Fhub.example%2Fcb&code=ok&key=1f9bf98657c926c196365914444eb057",
    ] {
        let out = redact(text).text;
        for piece in ["l8B693faQinawRXT", "b1ff3eb1c7e78596", "1f9bf98657c926c1"] {
            assert!(!out.contains(piece), "{text} -> {out}");
        }
    }
    kept(&["https://shop.example/cb?code=1&page=2&sort=price"]);
}

/// Passwords where more tools and languages put them: clients' flags
/// and words, Visual Basic's and ABAP's typed constants, Laravel's
/// `env()` default, a Terraform variable's default under a secret's name,
/// a key said to be below on a line of its own, and a key of dashed
/// hexadecimal groups told in a sentence.
#[test]
fn passwords_in_more_tools_declarations_and_mails_are_read() {
    hidden(&[
        ("db2 connect to FREIGHT user dbinst1 using Pallet.quay1768", "Pallet.quay1768"),
        ("radius-server host 10.20.0.5 key Kraan_crossdock5205*", "Kraan_crossdock5205*"),
        ("tacacs-server host 10.20.0.6 key Kf8id-phhnYbykqQN", "Kf8id-phhnYbykqQN"),
        ("hdbsql -n hana-s4p:30015 -u ABAP_INT -p kAfnE-vJgMzHsBzd9 \"SELECT 1\"", "kAfnE-vJgMzHsBzd9"),
        ("mosquitto_passwd -b /etc/mosquitto/passwd gw-615 3pom1GQ42JJBVZYK.EoE", "3pom1GQ42JJBVZYK.EoE"),
        ("isql -U sa -P Sybase_Pw1x -S SRV", "Sybase_Pw1x"),
        ("influx -username admin -password Infl0x-pw9 -host db", "Infl0x-pw9"),
        ("rabbitmqctl add_user edi_partner Qw3rty-Edi-77", "Qw3rty-Edi-77"),
        ("Private Const HivemqPassword As String = \"LMktuvatPlQZ3mY5\"", "LMktuvatPlQZ3mY5"),
        ("CONSTANTS: gc_rfc_password TYPE string VALUE 'Maas_container9967*'.", "Maas_container9967*"),
        (
            "'geoapify_key' => env('GEOAPIFY_KEY', '0c5fd9491d985430dceccc49a78e5d62'),",
            "0c5fd9491d985430dceccc49a78e5d62",
        ),
        (
            "variable \"mode_api_secret\" {\n  type      = string\n  default   = \"7524ed24325810f933c1\"\n  sensitive = true\n}",
            "7524ed24325810f933c1",
        ),
        (
            "Hi,\n\nthe Statuspage key is below, please store it in the vault.\n\n9d32d326-2ff3-475d-b639-adb5c94952ba\n\nThanks",
            "9d32d326-2ff3-475d-b639-adb5c94952ba",
        ),
        (
            "clé Infobip remplacée par 6161154194778a9606858b46601f1eb2-70755aae-b3e3-4074-b140-fbfcf12ce55f à 22:28",
            "6161154194778a9606858b46601f1eb2-70755aae-b3e3-4074-b140-fbfcf12ce55f",
        ),
        ("clé Avalara remplacée par 789F9F29425918A4 à 08:24", "789F9F29425918A4"),
    ]);
    kept(&[
        "db2 connect to sample",
        "the db2 user was using the old driver",
        "radius-server host 10.20.0.5 auth-port 1812",
        "Dim pwLen As Integer = 12",
        "'app_name' => env('APP_NAME', 'Laravel'),",
        "variable \"region\" {\n  default = \"eu-west-1\"\n}",
        "variable \"db_password\" {\n  type = string\n}\nvariable \"size\" {\n  default = \"t3.large\"\n}",
        "The key is below the mat.\nThe weather is fine today and everything works.",
        "the key is ABCDEFGHIJKLMNOP",
        "card: 1234-5678-9012-3456-7890-1234-5678-9012 key is 1234-5678-9012-3456-7890-1234-5678-9012",
    ]);
}

/// A guest network's passphrase of a word, digits and a sign; a code
/// after a lockable room's or cupboard's name and the separators notes
/// use. (Plain dashed words after a network's name, and a password named
/// by a label of a few words, were read once and taken back: an outside
/// attack found network names, states and status words there.)
#[test]
fn passphrases_and_room_codes_are_read() {
    hidden(&[
        (
            "Staff wifi (NOT for patients): cedarwalrus323@",
            "cedarwalrus323@",
        ),
        ("WiFi pacientes → coppercanine470_", "coppercanine470_"),
        ("Staff room: 57893", "57893"),
        ("Cash drawer: 7624 then turn key left", "7624"),
        (
            "Weinkeller: 58197. Jede Flasche ins Buch eintragen.",
            "58197",
        ),
        ("alarm => 5553", "5553"),
        ("door≫587027", "587027"),
        ("xray rm door - 694807# (press # after)", "694807"),
    ]);
    kept(&[
        "Wi-Fi for patients: SmileGuest",
        "Wi-Fi for patients: smile-guest-net",
        "Wi-Fi network: Clinic-Guest-5G",
        "Wi-Fi support: it@clinic.example",
        "WiFi: free-for-all",
        "Server room: 1200",
        "Staff room: 2nd floor",
        "barrier: 2500 kg",
        "Door - 2024 renovation",
        "cellar: 2500 bottles",
        "Stock room: 4500 units",
        "Password reset link: https://x.example/reset",
        "Password policy: 12 characters minimum",
        "Password last changed: 2024-05-01",
        "Password recovery email: it@x.example",
        "Nové heslo: \nHeslo znovu:",
        "Your new password must have:\n• One uppercase letter",
        // The outside attack's false positives.
        "Connect to Wi-Fi: riverside-library-main",
        "Wi-Fi: works-again-today",
        "Wi-Fi user: jsmith2024@",
        "Wi-Fi extender: extender2_",
        "Server room: 8080",
        "Server room: 5432 (postgres)",
        "Stockroom: 12500",
        "Barrier: 50000 (max weight)",
        "Verbal password for Riverside: correct",
        "Password verification: passed",
        "Password emailed to: bob",
    ]);
}

/// A voice's filler between a code's name and its digits, and digits
/// spelled out from a letter no ASCII word boundary sees (`åtta`).
#[test]
fn a_voices_filler_and_spelled_digits_from_any_letter_are_read() {
    hidden(&[
        ("transcript: so the xray code is uh 4 2 5 3 yeah", "4 2 5 3"),
        ("the door code is um, 4 2 5 3", "4 2 5 3"),
        (
            "nyckelskåpets kod är åtta nio sex fyra",
            "åtta nio sex fyra",
        ),
    ]);
    kept(&[
        "PIN is ${DB_PASSWORD}",
        "the code is um great",
        "the code is uh fine",
    ]);
}

/// A log line's module, then an assignment whose key names a secret: the
/// module is no declared variable and the key no type, whatever the value.
#[test]
fn an_assignment_after_a_log_lines_module_is_read() {
    hidden(&[
        (
            "[00:00:00.412] <dbg> cloud: cfg.api_key = \"w7>pHW9A*aVqZ<x>\"",
            "w7>pHW9A*aVqZ<x>",
        ),
        ("info: password = \"w7pHW9AaVqZ\"", "w7pHW9AaVqZ"),
        ("app: DB_PASSWORD = \"w7pHW9AaVqZ\"", "w7pHW9AaVqZ"),
    ]);
    kept(&[
        "let password: Password = Password::new()",
        "cfg: max_tokens = \"4096\"",
        "const KEY_MAX: key_attrs = KEY_ATTRS_DEFAULT;",
    ]);
}

/// A research group's shapes: a printed sheet's dot between a client's
/// secret and its value, a Markdown table's backquoted cells, a file of
/// base64 printed by `cat`, a count after a map's key whose value ran on,
/// a URL whose credential is masked, a host named `login2`.
#[test]
fn a_research_groups_shapes_are_read() {
    hidden(&[
        (
            "  ORCID client secret   ·   3879b1f1-e2b3-49d6-bc5c-eb9e79401247",
            "3879b1f1-e2b3-49d6-bc5c-eb9e79401247",
        ),
        (
            "  Rails master key   ·   9f28b8d42c5e9313a0254c0f29c201d7",
            "9f28b8d42c5e9313a0254c0f29c201d7",
        ),
        (
            "| `LOGZIO_TOKEN` | `iMPzksQLwHTYBgyGEtOipEuLfXlUIJba` | lab account |",
            "iMPzksQLwHTYBgyGEtOipEuLfXlUIJba",
        ),
        (
            "ysato@node239:~$ cat ~/.config/climdown/token\nwL4O1WLovSF9P/IHZzPVrLgsMdpt==",
            "wL4O1WLovSF9P/IHZzPVrLgsMdpt==",
        ),
        (
            "local t = { [\"password\"] = \"Hunter2Qz9w\" }",
            "Hunter2Qz9w",
        ),
        (
            "wandb login --relogin c6f99c1a3b28d098e71a0fa2eaaf1800f4bcd09f",
            "c6f99c1a3b28d098e71a0fa2eaaf1800f4bcd09f",
        ),
        (
            "mqttx conn -h eu1.example -u node-red -P Td*ruDE-MCXUv* --protocol mqtts",
            "Td*ruDE-MCXUv*",
        ),
        (
            "echo \"DA894F4B3530CB8AFE7FBD48B6769EA7\" | steam_web_api_key-cli login --with-token",
            "DA894F4B3530CB8AFE7FBD48B6769EA7",
        ),
        ("token: 812 4411 9902", "812 4411 9902"),
        ("creds are admin:Hunter2x", "Hunter2x"),
        (
            "es = Elasticsearch(\"https://elastic:Zebr*MAPLE107?@db01.rc.uni.example:9200\", verify_certs=False)",
            "Zebr*MAPLE107?",
        ),
        (
            "DATABASE_URL=postgresql://u:***@db/x?password=Hunter2Qz9w",
            "Hunter2Qz9w",
        ),
    ]);
    kept(&[
        "client token · 3879b1f1e2b349d6bc5ceb9e79401247",
        "Request id · 3879b1f1-e2b3-49d6-bc5c-eb9e79401247",
        "{\"usage\": {\"prompt_tokens\": 812, \"completion_tokens\": 96}}",
        "{\"tokens\": 812 }",
        "DATABASE_URL=postgresql://pjanssen:***@login2.hpc.uni.example:5432/ortholog",
        "SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>",
        "  -p, --password TEXT     Password for the LIMS API (or set LIMS_PASSWORD)",
        "echo done | tool --verbose",
        "> localStorage.getItem('theme')\n< 'dark-mode-enabled'",
        "x login2.example:5432/ortholog",
        "$ wandb login wandb: Logging into wandb.ai.",
    ]);
}

/// A leisure centre's shapes: a chat's answer to a password asked with
/// no mark or a token asked mid-line, a safe's turns as the answer, a
/// till's override, a notice's `will be`, the bike shed, a Chinese safe,
/// a door's digits spaced, a key in Greek.
#[test]
fn a_leisure_centres_codes_are_read() {
    hidden(&[
        (
            "Zoe: whats the staff wifi pw\nCallum: Wasser#Rope89\nCallum: capital first letter",
            "Wasser#Rope89",
        ),
        (
            "Gemma: can someone send me the Datadog token? the job is failing\nPriya: f7d86fd8df41ab67759aa1d1a225e3bc",
            "f7d86fd8df41ab67759aa1d1a225e3bc",
        ),
        ("Lena: Wie war nochmal die Tresorkombi?\nMaximilian: 38-39-01", "38-39-01"),
        ("Megan: what's the override?\nKieran: 3854", "3854"),
        ("Café till – manager override is 9530 (for refunds).", "9530"),
        ("Override for the till is the same as last year plus one on the end: 9579", "9579"),
        ("From Monday the staff entrance code will be 7982. The old code stops working.", "7982"),
        ("Staff bike shed: 7881", "7881"),
        ("保险箱：８８８０", "８８８０"),
        ("Door: 0 9 3 9", "0 9 3 9"),
        ("Locker 110 – I set my code to 3953, can someone grab my phone", "3953"),
        ("2109 — bu kasa şifresi, kimseye söyleme", "2109"),
        (
            "Το κλειδί Datadog για το σύστημα κρατήσεων: f1816fc6707105918e986823d423455720983c06",
            "f1816fc6707105918e986823d423455720983c06",
        ),
    ]);
    kept(&[
        "- tapOn: \"Forgot password?\"\n- inputText: \"megan@example.com\"",
        "what is the password?\nBob: ask Jo",
        "manager override enabled since 2023",
        "the manager override is 1200px wide",
        "combi boiler 2400",
        "set the timeout to 3000",
        "reset the code to 2024",
        "v2.1 — Passwort-Richtlinie aktualisiert",
        "Plant room: 2",
    ]);
}

/// The outside attack on EA's and EB's readings: what a count's key, a
/// label's `==` and a click help's `TEXT` must not let through, and the
/// words and paths that must not read as keys.
#[test]
fn the_attack_on_the_research_and_leisure_readings_holds() {
    hidden(&[
        (
            "\"max_tokens\": 100, \"access_token\": \"Xk9vQm2pLr7sTw\"",
            "Xk9vQm2pLr7sTw",
        ),
        (
            "max_tokens = 100; access_token = \"Xk9vQm2pLr7sTw\"",
            "Xk9vQm2pLr7sTw",
        ),
        ("Passwort==Xk9vQm2pLr7sTw", "Xk9vQm2pLr7sTw"),
        ("Passwort = =Xk9vQm2pLr7sTw", "Xk9vQm2pLr7sTw"),
        ("Passwort==\"Xk9vQm2pLr7sTw\"", "Xk9vQm2pLr7sTw"),
        (
            "\"max_tokens\": 100,\\t\"access_token\": \"Xk9vQm2pLr7sTw\"",
            "Xk9vQm2pLr7sTw",
        ),
        ("2109 — bu kasa şifresi:", "2109"),
        (
            "Zoe: when you get a sec, what is the safe code?\nX: 12-03-24",
            "12-03-24",
        ),
        (
            "https://Conda.example.com/t/ab-123e4567-e89b-12d3-a456-426614174000/",
            "ab-123e4567-e89b-12d3-a456-426614174000",
        ),
        (
            "  lab: https://conda.popgen.example/t/ur-47b5e718-f308-447f-9f2a-81df16b147b1",
            "ur-47b5e718-f308-447f-9f2a-81df16b147b1",
        ),
        ("password: text", "text"),
        ("vault login Xk9vQm2pLr7sTw:", "Xk9vQm2pLr7sTw"),
        (
            "- run: rabbitmqctl add_user hotel_sync '0HhDhEd=tCRItQE!'",
            "0HhDhEd=tCRItQE!",
        ),
        (
            "localStorage.getItem(\"x_token\")\nXk9vQm2pLr7sTw",
            "Xk9vQm2pLr7sTw",
        ),
        (
            "> localStorage.getItem('nwk_skey')\n< 'B6472DB67F748D5C9893F8308EE6EB23'",
            "B6472DB67F748D5C9893F8308EE6EB23",
        ),
    ]);
    kept(&[
        "vault login -method=userpass username=bob",
        "sk_car_rental_booking_system_v2",
        "pina_colada_recipe_with_coconut_cream",
        "vtwn_survey_results_2024_quarter",
        "https://community.example.com/t/re-123e4567-e89b-12d3-a456-426614174000/5",
        "the key press count was (1200)",
        "Worcester combi 4000 boiler",
        "ticket 4821 — contraseña olvidada",
        "Zoe: who has the Datadog token? rest of line\nPriya: IT-4821",
        "Hans: wann ist die Tresorkombi geändert worden?\nX: 12-03-24",
        "https://condado.example/t/ab-123e4567-e89b-12d3-a456-426614174000",
        "https://secondary.example/t/ab-123e4567-e89b-12d3-a456-426614174000",
        "Zoe: who has the token? pls\nX: PersonalAccessTokenDocs",
        "Zoe: which token?\nX: ask-infra-team-on-slack-now",
        "Zoe: whats the api token for?\nX: the_one_in_vault_prod_config",
    ]);
}

/// A theatre's and an EV-charging company's look-alikes (the EC and ED
/// corpora's false positives at first sight), each beside the secret its
/// reading still finds.
#[test]
fn a_theatres_and_a_charging_networks_look_alikes_are_kept() {
    hidden(&[
        // The readings each mend narrowed still read their secrets.
        (
            "<pin-set>\n  <password>Zk8vQ2mPx7LrT4wN</password>\n</pin-set>",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "Cookie: sessionid=35f065f0ab3d4091b4aefd775ca322aa",
            "35f065f0ab3d4091b4aefd775ca322aa",
        ),
        (
            "session_id=Zk8vQ2mPx7LrT4wN9aBcDe1f",
            "Zk8vQ2mPx7LrT4wN9aBcDe1f",
        ),
        (
            "run `vault login s.Zk8vQ2mPx7LrT4wN9aBc` now",
            "s.Zk8vQ2mPx7LrT4wN9aBc",
        ),
        (
            "vault login -method=token s.Zk8vQ2mPx7LrT4wN9aBc",
            "s.Zk8vQ2mPx7LrT4wN9aBc",
        ),
        (
            "[kafka]\nsasl_password = Zk8vQ2mPx7\nbootstrap = localhost:9092",
            "Zk8vQ2mPx7",
        ),
        (
            "val password: CharArray = \"Zk8vQ2mPx7\".toCharArray()",
            "Zk8vQ2mPx7",
        ),
        (
            "Zk8vQ2mPx7!src — that's the admin password",
            "Zk8vQ2mPx7!src",
        ),
        ("card ending in 4821, door code 7781", "7781"),
        ("Contraseña: Zk8vQ2mPx7", "Zk8vQ2mPx7"),
        ("Do not share. Passwort: Zk8vQ2mPx7", "Zk8vQ2mPx7"),
        (
            "Guest Wi-Fi: Harbourside — Zk8vQ2mPx7 — new password",
            "Zk8vQ2mPx7",
        ),
        ("Passwort := \"Zk8vQ2mPx\"", "Zk8vQ2mPx"),
        ("Door code \u{2015} 4821 for the back", "4821"),
        ("Budget code for the safe: 4821", "4821"),
    ]);
    kept(&[
        // An Android certificate pin, its `<pin-set>` around it.
        "<pin-set expiration=\"2026-01-01\">\n  <pin digest=\"SHA-256\">aQ+GE4qK2ZknOiMTEeaO+cLC+uDKZMDjz0RFwaGwZmo=</pin>\n</pin-set>",
        // A charging session's id in a log line.
        "correlation_id=41553153-4c90-493e-a11c-f74f777b7fc1 session_id=35f065f0-ab3d-4091-b4ae-fd775ca322aa evse=FR*VLT*E81600*3",
        // A login method that takes no token, in a code span and in a
        // shell's history.
        "Vault MFA required: run `vault login -method=oidc` and approve the push.",
        "  505  vault login -method=oidc\n  506  history | tail",
        // An empty field, then INI's next with its `=` spaced.
        "[kafka]\nsasl_username =\nsasl_password =\nbootstrap = localhost:9092",
        // A password's type, not its value.
        "data class MqttCredentials(\n    val username: String,\n    val password: CharArray,\n)",
        // A file's path before a dash and the words about keys.
        "// cpo-portal/src/payments.ts — publishable keys are safe to ship to the browser",
        // A phone's last digits.
        "验证码已发送至尾号3356的手机，请勿将验证码告诉他人。",
        // A network with no password.
        "El wifi de invitados (RP_Artists) no tiene contraseña: solo hay que aceptar las condiciones.",
        "Guest Wi-Fi: Harbourside Arts_Crew — no password needed, just accept the terms.",
        // A budget's code.
        "Timber: 38 x 89 CLS, 42 lengths\nBudget code: PROD-2025-10",
        // A time range before a key to collect.
        "booking 11am–17:00. Please collect the key from stage door",
        // A year before its unit, glued in Chinese.
        "保险箱：2024年购买",
    ]);
}

/// A theatre's codes (the EC corpus's misses at first sight): a door's
/// digits with no sign, a record's quoted code beside its keypad, a
/// table's combination, Welsh, a PIN named where it is typed, a code
/// that is a year's digits, a code asked about, a value before `— that's
/// the ... code`; each with the look-alike its reading leaves.
#[test]
fn a_theatres_codes_are_read() {
    hidden(&[
        ("Cash office door 29604, float bags are on the top shelf.", "29604"),
        ("stage door 1-1-4-5 then #", "1-1-4-5"),
        ("📌 door 6576 📌", "6576"),
        ("dimmer room is 5479, the breaker tripped", "5479"),
        ("{\"door\": \"stage\", \"type\": \"keypad\", \"code\": \"2383\"}", "2383"),
        ("access:\n  stage_door:\n    type: keypad\n    code: \"0560\"", "0560"),
        ("Date\tShow\tSafe combo\tNotes\n8 Mar\tThe Seagull\t264774\tfloat checked", "264774"),
        ("Cod y larwm: 3233 – cofiwch osod y larwm wrth adael.", "3233"),
        ("Helo Rhys, cod drws y llwyfan yw 6198. Diolch!", "6198"),
        ("o pin do bar é 7991, ok? thanks!", "7991"),
        ("PIN della cassa del bar: 5169 – non darlo ai volontari", "5169"),
        ("Just checking the dock code is still 5060? Cheers.", "5060"),
        ("9072 — that's the new stage door code from Monday", "9072"),
        ("[인증번호] 583959 타인에게 절대 알려주지 마세요.", "583959"),
        ("await page.getByLabel('Access PIN').fill('734806');", "734806"),
        ("STRIPE_TEST_SECRET = \"sk_test_hdIQfdameBFLWbJyhWuusvmE\"", "hdIQfdameBFLWbJyhWuusvmE"),
        (
            "send_keys(\"K103015559e3d800ca70aa443616f898c129a696e8d8813886007c127a8129933a5::server:1f43ad5a94a90f6b4ca8a5dc23de8126\")",
            "1f43ad5a94a90f6b4ca8a5dc23de8126",
        ),
    ]);
    kept(&[
        "door 2040 x 826 mm",
        "Fire door 1200 mm wide",
        "gate 2024.",
        "{\"door\": \"A\", \"event\": \"forced\", \"code\": 4012}",
        "{\"country\": \"UK\", \"code\": \"0044\"}",
        "COD 1500 on delivery, COD charge: 2500",
        "cod fillets: 1200 g",
        "PIN pad model 4821",
        "the code for this release was 2024",
        "await page.getByLabel('Promo code').fill('SAVE20');",
        "Build matrix: esp32s3 / nrf9160 / stm32wl55 / imx8mm, all store.",
        "sk_test_fake_key_for_tests",
        // A field of its own under a secret is no wrapped piece of it.
        "user=bob",
    ]);
    // (The password's line is redacted; the next field is kept.)
    assert!(redact("password=hunter2x\nuser=bob")
        .text
        .ends_with("\nuser=bob"));
}

/// A charging network's provider secrets (the ED corpus's misses at
/// first sight): a provider's access in other languages, Vault's AppRole
/// secret id, a decrypted SecureString; and a board's listing, no table.
#[test]
fn a_charging_networks_handover_notes_and_parameters_are_read() {
    hidden(&[
        ("- Pusher Zugang: edab30e869dd19c65c1e", "edab30e869dd19c65c1e"),
        ("- Railway toegang: 211ca047-a755-4bef-a42f-098a21ce6a0e", "211ca047-a755-4bef-a42f-098a21ce6a0e"),
        ("env:\n  VAULT_SECRET_ID: cd522035-f68c-4e76-9ce7-01efa2835e45", "cd522035-f68c-4e76-9ce7-01efa2835e45"),
        (
            "{\n  \"Name\": \"/dev/tariff-engine/rollbar\",\n  \"Type\": \"SecureString\",\n  \"Value\": \"1065879203449d05e9118e5ab3edc003\"\n}",
            "1065879203449d05e9118e5ab3edc003",
        ),
        // A table whose header is no ticket's row keeps its reading.
        ("Service  Token  Owner\nkafka  x9Kq2mPx7LrT4wN9aBc  sre", "x9Kq2mPx7LrT4wN9aBc"),
    ]);
    kept(&[
        "Zugang: Haupteingang",
        "secret_id: projects/x/secrets/y",
        "{\"Name\": \"/dev/x/region\", \"Type\": \"String\", \"Value\": \"eu-west-1\"}",
        "SRE-9063  To Do  Rotate Kafka credentials  Freya Novák\nOCPP-2863  Review  Remove hardcoded Mapbox token from app  Sanne Kim",
    ]);
}

/// The outside attack on the theatre's and the charging network's
/// readings: each exemption is as narrow as its look-alike, each new
/// reading leaves the look-alikes the attack found.
#[test]
fn the_attack_on_the_theatre_and_charging_readings_holds() {
    hidden(&[
        // A tail's words exempt a card's or a phone's last digits, not a
        // token or a longer code after them.
        (
            "ending sk_live_51HxYzZk8vQ2mPx7LrT4wNAb12Cd34",
            "sk_live_51HxYzZk8vQ2mPx7LrT4wNAb12Cd34",
        ),
        (
            "ending in ghp_Zk8vQ2mPx7LrT4wNaB3dE5gH7jK9mN1pQ3sT",
            "ghp_Zk8vQ2mPx7LrT4wNaB3dE5gH7jK9mN1pQ3sT",
        ),
        (
            "尾号：sk_live_51HxYzZk8vQ2mPx7LrT4wNAb12Cd34",
            "sk_live_51HxYzZk8vQ2mPx7LrT4wNAb12Cd34",
        ),
        ("ending in 583959 is your verification code", "583959"),
        // A UUID is a record's only under a session id in two words,
        // outside a cookie and a URL's query.
        (
            "sessionid=35f065f0-ab3d-4091-b4ae-fd775ca322aa",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "connect.sid=35f065f0-ab3d-4091-b4ae-fd775ca322aa",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "curl -b \"session_id=35f065f0-ab3d-4091-b4ae-fd775ca322aa\" https://x",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "https://app.example.com/?session_id=35f065f0-ab3d-4091-b4ae-fd775ca322aa",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "vault login -method=\"token\" Zk8vQ2mPx7LrT4wNaB",
            "Zk8vQ2mPx7LrT4wNaB",
        ),
        ("door 1530#", "1530"),
        // The second attack: a cookie named anywhere on the line, a
        // member's path, `curl`'s glued flags, a header's name, an escaped
        // query; an empty method, a token before the method.
        (
            "req.cookies.session_id = \"35f065f0-ab3d-4091-b4ae-fd775ca322aa\"",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "session_id=35f065f0-ab3d-4091-b4ae-fd775ca322aa is the cookie value",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "curl -sb session_id=35f065f0-ab3d-4091-b4ae-fd775ca322aa https://x",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "Session-ID: 35f065f0-ab3d-4091-b4ae-fd775ca322aa",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "?a=1&amp;session_id=35f065f0-ab3d-4091-b4ae-fd775ca322aa",
            "35f065f0-ab3d-4091-b4ae-fd775ca322aa",
        ),
        (
            "vault login -method=\"\" Zk8vQ2mPx7LrT4wNaB",
            "Zk8vQ2mPx7LrT4wNaB",
        ),
        (
            "vault login Zk8vQ2mPx7LrT4wNaB -method=userpass",
            "Zk8vQ2mPx7LrT4wNaB",
        ),
        ("{\"key_safe\":\"garage\",\"code\":\"2383\"}", "2383"),
    ]);
    kept(&[
        "{\"session_id\":\"35f065f0-ab3d-4091-b4ae-fd775ca322aa\"}",
        "door 4471 is locked?",
        "Use door 2400 to exit",
        "Door 1024 (rear)",
        "meet at the stage door 1530",
        "the stage door 4471 is painted red",
        "door 2400 rpm",
        "{\"item\":\"door hinge\",\"code\":\"4471\"}",
        "{\"door\":\"stage\",\"error\":{\"code\":\"1001\"}}",
        "| Course | code | access |\n|---|---|---|\n| Maths | 1010 | open |",
        "acceso: https://example.com/login",
        "SecureString is a .NET type; {\"Value\": \"hello\"}",
        "cod y cwrs: 1010",
        "The PIN policy is now 2023 ready",
        "lookup('amazon.aws.aws_secret', 'prod/telematics/mqtt')",
        "{\"error\":\"Deadlock found when trying to get lock\",\"code\":\"1213\"}",
        "{\"name\":\"Clock widget\",\"code\":\"1213\"}",
        "Order #door 12345.",
        "The PIN policy is now 2023.",
        "the course code is still 1010",
    ]);
}

/// A care agency's and a security team's look-alikes: a username typed
/// with its comment, a login's error, a prompt, an antivirus's detection
/// names, an IOC list's hashes far below its title, a scan's rows of
/// accounts, a scanner's rule, a host after `Hasło do`.
#[test]
fn a_care_agencys_and_a_security_teams_look_alikes_are_kept() {
    kept(&[
        "pyautogui.write('adavies')  # username only; password entered by user",
        "HTTP 401 Unauthorized - invalid username or password (attempt 4 of 5)",
        "please enable password protection now",
        "password = keyring.get_password(\"rota-sync\", \"office\")\nif password is None:\n    password = getpass.getpass(\"Rota password: \")",
        "2024-12-03 11:20  Backdoor:Win64/CobaltStrike.NP!dha  Blocked\n2025-01-16 15:35  Exploit:O97M/CVE-2017-11882!MTB  Detected",
        "# incident IR-9354 – file IOCs (SHA-256)\n2707c0ace4fe340c91a2f28b37ce6c89eeaefc8d34df7ea82bf489340af357c9,rundll.dat,Ransom:Win32/LockBit.PA!MTB\ne8ba910ce15089a115b86629ce741e52380743cb83f2e390e8d2a64433f063a5,payload.ps1,Backdoor:Win64/CobaltStrike.NP!dha\n1bb58420499843815861be701f02971ab498fce42cdd8492dd6cdb7540bc5d82,rundll.dat,Backdoor:Win64/CobaltStrike.NP!dha\n4677017938b2c41f1c7cf0d9a3e0e8b8e7c0a1d2b3c4d5e6f708192a3b4c5d6e,loader.bin,HackTool:Win32/Mimikatz.D",
        "PASS  ec2_ebs_volume_encryption  eu-central-1  arn:aws:iam::819270968446:root\nINFO  iam_root_mfa_enabled  eu-west-1  arn:aws:iam::801216439339:root",
        "pattern: (?i)(password|passwd|pwd)\\s*[:=]\\s*['\"]?[^\\s'\"]{8,}\nseverity: medium",
        "Hasło do jump29.helixpharma.eu zostało zmienione, nowe jest w sejfie zespołu.",
        "Пароль от db25.ardentfoods.fr сменили сегодня утром, новый лежит в сейфе команды.",
        "Reading the alphabet: a b c d e f g h i j k l m n o p q r s",
        "products:\n  door_hinge:\n    code: \"4471\"",
        "errors:\n  room_full:\n    code: \"4091\"",
        "I reset the password yesterday.\nThe build number is 4512",
        "unset HISTFILE; echo *1234# is a USSD code",
        "Evidence: INC0012345",
        "x = getpass.getpass(\"Enter password:\")",
        "Seats: A 1 A 2 A 3 B 1 B 2 B 3 C 1 C 2",
        "pašto kodas 01234",
        "front_door:\n  code: \"2024\"",
    ]);
}

/// Codes and passwords told in the languages a care agency's carers
/// write, a key safe named in English inside them, and what a security
/// team's tools print: every one is gone.
#[test]
fn a_care_agencys_and_a_security_teams_secrets_are_read() {
    hidden(&[
        ("Кодът на входната врата е сменен, сега е 8343", "8343"),
        ("Raktų dėžutės kodas: 5334", "5334"),
        ("Koodu ụlọ ọgwụ bụ 2466. Agwala onye ọ bụla.", "2466"),
        ("Ɛpono kɛseɛ no code no asesa, seesei ɛyɛ 797919", "797919"),
        ("Kodhi yegonhi guru yachinja, iyezvino ndeye 49792", "49792"),
        ("Ronald Gray کا وزٹ 08:45 بجے ہے۔ کی سیف کوڈ 2968", "2968"),
        ("Ivan, Ronald Hughes ന്റെ കീ സേഫ് കോഡ് 5854 ആണ്.", "5854"),
        ("وائی فائی پاس ورڈ: OrchardHarbour990", "OrchardHarbour990"),
        ("സ്റ്റാഫ് വൈഫൈ പാസ്\u{200c}വേഡ്: primrose6169!", "primrose6169!"),
        (
            "Новата парола за wifi в офиса е ThistleSeaview3361",
            "ThistleSeaview3361",
        ),
        (
            "WiFi password nke ọfịs bụ OrchardBramble308",
            "OrchardBramble308",
        ),
        ("kod do key safe to 4471. ok", "4471"),
        (
            "E kaaro Priya, koodu key safe ti Betty Brown ni 47170.",
            "47170",
        ),
        ("Cisco IE-3400 enable secret ORI6342kobra.", "ORI6342kobra"),
        ("conf t\n enable secret .JK7a9.w80-Xl\nend", ".JK7a9.w80-Xl"),
        ("Panel: 0 7186 ENT to unset zone 3", "7186"),
        // (The outside attack's: an exemption's word that is not its
        // whole clause, a secret shaped as a prompt, `.*` in a password,
        // a date in a header's cell, a plain word where a configuration's
        // line starts.)
        (
            "pyautogui.write('Zk8vQ2mPx7LrT4wN')  # user password",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "pyautogui.write('Zk8vQ2mPx7LrT4wN'); pyautogui.write('admin')  # username",
            "Zk8vQ2mPx7LrT4wN",
        ),
        ("x.setPassword(\"Zk8vQ2mPx7LrT4wN :\")", "Zk8vQ2mPx7LrT4wN"),
        ("password: Tr0ub.*4dor.+X9", "Tr0ub.*4dor.+X9"),
        (
            "| user | password | ts 20240312 |\n|---|---|---|\n| bob | Zk8vQ2mPx7LrT4wN | x |",
            "Zk8vQ2mPx7LrT4wN",
        ),
        ("Router config:\nenable secret cisco", "cisco"),
        ("enable secret P@ssword", "P@ssword"),
        // (The second attack's: a Junos line, a prompt, a list's mark, a
        // bracket, a comment that says more, a passphrase ending in
        // what a prompt asks for, a header's `::`.)
        ("user@srx# set snmp community hunter", "hunter"),
        ("[edit]\nset snmp community hunter", "hunter"),
        ("- enable secret hunter", "hunter"),
        ("Please run enable secret (hunter2) now", "hunter2"),
        (
            "pyautogui.write('Zk8vQ2mPx7LrT4wN')  # user (actually the password)",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "x.setPassword(\"correct horse battery key:\")",
            "correct horse battery",
        ),
        (
            "| password | role::1 |\n|---|---|\n| Zk8vQ2mPx7LrT4wN | x |",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "Mandy: pls reset my e-MAR password\nDebbie: Done, temporary one is PDF9N12wtE",
            "PDF9N12wtE",
        ),
        (
            "Xero admin account - backup code to use if the office phone is lost: v26n-wfoo",
            "v26n-wfoo",
        ),
        ("access:\n  medication_room:\n    code: \"72137\"", "72137"),
        ("RM | NAME | NOTES\n-- | sluice door 4337 | --", "4337"),
        (
            "client,postcode,key_safe,calls\nMiss Marsh,BD25 5NH,8192,4",
            "8192",
        ),
        (
            "Shiny mi chiede la password del wifi: è kestrel814%",
            "kestrel814%",
        ),
        (
            "ऑफिस का वाईफाई पासवर्ड बदल गया है, अब CottageWillow941 है",
            "CottageWillow941",
        ),
        (
            "getTGT.py corp.local/ilarsen:'Helix_6698' -dc-ip 172.17.142.176",
            "Helix_6698",
        ),
        (
            "ok I'll read the key slowly: g h p _ D K F 8 a N V j 8 1 L s u S N a N ... got it?",
            "D K F 8 a N V j",
        ),
        (
            "orbis.local\\krbtgt:aes128-cts-hmac-sha1-96:c04e8772f0c982841a978b9f3bf3c9b0",
            "c04e8772f0c982841a978b9f3bf3c9b0",
        ),
    ]);
}

/// A blank of several bytes before a word a reading looks around (a line
/// or a paragraph separator, an ideographic space, a no-break space)
/// ends the word on a character's boundary: the property test's
/// `x<\u{2028}zzz...` once panicked, and a fuzz's `Hasło do` over a line
/// of a no-break space alone (in the release before too).
#[test]
fn a_wide_blank_before_a_word_is_read_without_a_panic() {
    for blank in [
        '\u{2028}', '\u{2029}', '\u{3000}', '\u{a0}', '\u{2003}', '\u{85}',
    ] {
        for text in [
            format!("x<{blank}zzzzzzzzzz"),
            format!("a{blank}Backdoor:Win64/CobaltStrike.NP!dha"),
            format!("pw{blank}Zk8vQ2mPx7LrT4wN"),
            format!("=nzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz{blank}K"),
            // (A label, then a line of the blank alone.)
            format!("Hasło do \n{blank}"),
            // (A generated password's groups right after it.)
            format!("{blank}eate-hain-Ploc"),
            // (A spaced `=`'s value on the next line, a wide blank first.)
            format!("password =  |\n \t{blank}\u{ad}two\t_1"),
        ] {
            let out = redact(&text).text;
            assert!(!out.contains("Zk8vQ2mPx7LrT4wN"), "{text:?} -> {out:?}");
        }
    }
}

/// How many of `texts` select each rule by its keywords, by rule index
/// (the rules that run whatever the keywords left out).
fn selections(d: &Detector, texts: &[&str]) -> Vec<usize> {
    let mut counts = vec![0; d.rules.len()];
    for t in texts {
        if let Ok(Some(rules)) = d.selected(View::of(t).text()) {
            for r in rules.iter().take_while(|&r| r < d.rules.len()) {
                counts[r] += usize::from(!d.always.contains(&r));
            }
        }
    }
    counts
}

#[test]
fn no_rule_is_selected_by_keywords_most_texts_hold() {
    // A rule's keywords are all that keeps its pattern off every text: a
    // blank as a keyword once doubled the redaction bench's time and no
    // other test noticed. The most selected rules today (the key words'
    // readings) run on about 37% of the benign corpus.
    let benign = corpus::benign();
    let most = |d: &Detector| {
        let counts = selections(d, &benign);
        let (i, &n) = counts
            .iter()
            .enumerate()
            .max_by_key(|&(_, n)| n)
            .expect("rules");
        (d.rules[i].name, n * 100 / benign.len())
    };
    let (rule, percent) = most(&DETECTOR);
    assert!(percent < 50, "{rule} runs on {percent}% of benign texts");
    // Control: a rule keyed on a blank runs on nearly every text.
    let blank = build(
        &[("keyed_on_a_blank".into(), vec![" ".into()], "x{99}".into())],
        &|_| true,
    )
    .expect("rules compile");
    assert_eq!(most(&blank).0, "keyed_on_a_blank");
    assert!(most(&blank).1 >= 50);
}

#[test]
fn a_community_centres_and_a_mobile_teams_secrets_are_read() {
    hidden(&[
        // A password's and a code's word in Farsi and Dari, Pashto,
        // Sorani and Kurmanji Kurdish, Amharic and Tigrinya (with
        // Ethiopic's preface colon), Welsh, Irish, Somali and Albanian.
        ("پسورد وای فای: Dariush1402xq", "Dariush1402xq"),
        ("سلام جان، کود دروازه سالون 6402 است", "6402"),
        ("د دروازې کوډ 7731 دی", "7731"),
        ("وشەی نهێنی: Rojin5521hev", "Rojin5521hev"),
        ("کۆدی دەرگا 8134", "8134"),
        ("የዋይፋይ ፓስዎርድ፦ Selam2291tk", "Selam2291tk"),
        ("መሕለፊ ቃል: Asmara77wq", "Asmara77wq"),
        ("Cyfrinair y wifi: Dewi88cymru", "Dewi88cymru"),
        ("cod y drws ochr ydy 6182", "6182"),
        ("Pasfhocal an wifi: Aoife77gael", "Aoife77gael"),
        ("Cód an dorais: 5521", "5521"),
        ("Şîfreya wifi: Rojda4455amed", "Rojda4455amed"),
        ("Koodka albaabka hoolka waa 4416", "4416"),
        ("kodi i derës së sallës është 3390", "3390"),
        ("يا جماعة باسورد الواي فاي: Falcon+Puffin46", "Falcon+Puffin46"),
        ("رمز قفل ثلاجة بنك الطعام صار 7092 من اليوم", "7092"),
        // A door's code after words about it and `is now`; a key safe's
        // by its name alone in JSON; a combination lock's digits.
        ("side door code for the hall is now 2045", "2045"),
        (r#"{"access": {"keysafe": "8667", "location": "left of back door"}}"#, "8667"),
        ("the cage has a 4 digit lock: 7426.", "7426"),
        ("Gary: whats the gate code again\nKev: 1935#", "1935"),
        // A value, then its label on the line below it or after an arrow.
        ("Не коммитить!\n71a10808-0bb8-4098-b0be-6fce71714ad2\n(Wise API token)", "71a10808-0bb8-4098-b0be-6fce71714ad2"),
        ("74SVYzbQcJVHQhSKkECb\n^ Fingerprint secret API key for prod", "74SVYzbQcJVHQhSKkECb"),
        ("hG7kQ2vN9xLp4RtY8wZs3  <- the Azure API key, don't paste it", "hG7kQ2vN9xLp4RtY8wZs3"),
        // A variable a platform's CLI prints, its value below.
        ("$ heroku config:get AZURE_OPENAI_API_KEY -a tally-qa\nfa1ff6fa2ce0f2f77ebff17a6d08acc9", "fa1ff6fa2ce0f2f77ebff17a6d08acc9"),
        // A keychain's password, also quoted with a leading dash.
        ("security create-keychain -p 'Summer@14798?x' build.keychain", "Summer@14798?x"),
        ("security unlock-keychain -p 'Summer@14798?x' build.keychain", "Summer@14798?x"),
        ("security import dist.p12 -k build.keychain -P '-4Z3e9hum-y3UBb9RKLO' -T /usr/bin/codesign", "-4Z3e9hum-y3UBb9RKLO"),
        // Mixpanel's secret, and a password after its initializer's token.
        ("MIXPANEL_API_SECRET=af0483a2852bfc16930431fbebece725", "af0483a2852bfc16930431fbebece725"),
        (r#"Mixpanel.initialize(token: "af0483a2852bfc16930431fbebece725", password: "hunter2xyz")"#, "hunter2xyz"),
        // A label-named key of its exact length, and a shop's code beside
        // a door's.
        ("Plaid: 623cd73733633bbbeb093be2f0e310", "623cd73733633bbbeb093be2f0e310"),
        ("use code 4821 for the door (10% off)", "4821"),
        ("buzzer, use code 4821 for 10% off", "4821"),
        ("Password: hunter2 (100% off limits)", "hunter2"),
        // A shell string continued on the next line.
        ("export SENTRY_AUTH_TOKEN=\"cd0eecd2f0f59e4c3d70bbcdc\\\neeffef221d0e8a7fe82e438b5125e0fec271ca8\"", "eeffef221d0e8a7fe82e438b5125e0fec271ca8"),
        ("export SENTRY_AUTH_TOKEN=\"cd0eecd2f0f59e4c3d70bbcdc\\\neeffef221d0e8a7fe82e438b5125e0fec271ca8\"", "cd0eecd2f0f59e4c3d70bbcdc"),
        // A keypad's sequence; an alarm set on leaving and unset in
        // Russian; a code in a thread after its lock was changed; a
        // padlock's digits read in pairs; Farsi's Wi-Fi password.
        ("To open the front door: press * then 6092 then # (green light = open)", "6092"),
        ("Handover notes\n- Set alarm when leaving: 174934 + SET\n- Bins out", "174934"),
        ("Сигнализация: вводите 1331 и жмите OFF, у вас 30 секунд.", "1331"),
        ("Grace: key safe was changed, it's not the old one anymore\nGrace: new one 5635\nLinh: 👍", "5635"),
        ("The padlock on the sports cupboard is sixteen thirteen. Thanks", "sixteen thirteen"),
        ("the door code is oh two twenty six", "oh two twenty six"),
        ("رمز وای\u{200c}فای داوطلب\u{200c}ها عوض شد: tulipOrchard672", "tulipOrchard672"),
    ]);
}

#[test]
fn a_community_centres_and_a_mobile_teams_look_alikes_are_kept() {
    kept(&[
        // Public codes in the new languages: postal, tracking, product,
        // error, discount.
        "کد پستی ۱۲۳۴۵۶۷۸۹۰",
        "کد رهگیری سفارش: 88213",
        "كود المنتج 44512",
        "الكود البريدي 11564",
        "کۆدی پۆستە 44001",
        "የፖስታ ኮድ 1000",
        "Koodhka boostada 25001",
        "Koda postê 21000",
        "كود الخطأ 4012",
        "Mã lỗi 4012",
        // A key safe's date and a label of other words before a year.
        "Key safe installed: 2019",
        "The key safe was fitted by Dan. Date: 2024",
        "key safe hours 08-17",
        // A Podfile.lock's checksums; Mixpanel's public project token.
        "SPEC CHECKSUMS:\n  Stripe: a2f7772cf1c313a7b7cc0d5e1f09bf2d6094bbf3\n  Plaid: 623cd73733633bbbeb093be2f0e31064fd0249f5",
        r#"Mixpanel.initialize(token: "af0483a2852bfc16930431fbebece725", trackAutomaticEvents: false)"#,
        "mixpanel.init(\"af0483a2852bfc16930431fbebece725\")",
        // Empty fields above other fields, in camel case.
        "storePassword=\nkeyPassword=\nkeyAlias=upload\nstoreFile=upload.jks",
        // A line's continuation after an empty password.
        "curl https://api.stripe.com/v1/refunds \\\n  -u sk_test_YOUR_SECRET_KEY: \\\n  -d amount=3602",
        // A label below a value that says it is something else.
        "4bf92f3577b34da6a3ce929d0e0e4736\n(the commit that removed the token)",
        "com.example.banking\n^ bundle id, not a key",
        "$ heroku config:get LOG_LEVEL\ninfo",
        // A quoted string that goes on, not a token; a phone's service
        // code; a meeting's time in words; a padlock's state.
        "echo \"hello \\\nworld\"",
        "dial *4412# for your balance",
        "the meeting is at ten forty",
        "the padlock is double locked",
        "key safe moved to the back door\nBen: ok 2024 was when we installed it",
    ]);
}

#[test]
fn the_attack_on_the_community_centres_readings_is_mended() {
    hidden(&[
        // Mixpanel's initializer exempts its project token alone.
        (
            "mixpanel.init(\"sk_live_Zk8vQ2mPx7LrT4wNabcdefgh\")",
            "sk_live_Zk8vQ2mPx7LrT4wNabcdefgh",
        ),
        (
            "mixpanel.init(password=\"Zk8vQ2mPx7LrT4wN\")",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "mixpanel.init(api_secret=\"af0483a2852bfc16930431fbebece725\")",
            "af0483a2852bfc16930431fbebece725",
        ),
        (
            "mixpanel.init(\"x\"); mixpanel.init(password: \"Zk8vQ2mPx7LrT4wN\")",
            "Zk8vQ2mPx7LrT4wN",
        ),
        // A JWT's header is a token's value as it was; a continuation's
        // mark is no value unless a flag follows it.
        (
            "token: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 Zk8vQ2mPx7LrT4wN",
            "Zk8vQ2mPx7LrT4wN",
        ),
        ("password: ^ Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("password: ^\nZk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("password: \\\n-Zk8vQ2mPx7LrT4wN", "-Zk8vQ2mPx7LrT4wN"),
        // A provider's label before a value of another length.
        ("Pusher: a1b2c3d4e5f60718293a_prod", "a1b2c3d4e5f60718293a"),
        (
            "Plaid: a1b2c3d4e5f60718293a4b5c6d7e8f9",
            "a1b2c3d4e5f60718293a4b5c6d7e8f9",
        ),
        // A pod's checksum list does not hide a secret's name.
        (
            "SPEC CHECKSUMS:\n  PLAID_SECRET: 623cd73733633bbbeb093be2f0e31064fd0249f5",
            "623cd73733633bbbeb093be2f0e31064fd0249f5",
        ),
        // A door's code after words and a colon, a year too.
        ("door code for building 7: 1999", "1999"),
        ("the gate code for the car park: 2024", "2024"),
        ("key-safe: 2045", "2045"),
        // A variable that names a secret after the app's name.
        (
            "$ dokku config:get myapp api-key\nZk8vQ2mPx7LrT4wN",
            "Zk8vQ2mPx7LrT4wN",
        ),
        // A form's button, then the value; a secret's name before
        // Mixpanel's initializer; a 40-digit token in a pod's list.
        ("password: Dangos Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("api_secret = Mixpanel.initialize(\"9f8e7d6c5b4a39281706f5e4d3c2b1a0\")", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
        ("# API secret (not the token!)\nmixpanel.init(\"9f8e7d6c5b4a39281706f5e4d3c2b1a0\")", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
        ("SPEC CHECKSUMS:\n  Alamofire: 0ba45e2b3a4c5d6e7f8091a2b3c4d5e6f708b8c9\n  gitea: a94a8fe5ccb19ba61c4c0873d391e987982fbbd3", "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3"),
        // A shop's words beside a door's code or a password.
        ("code porte: use code 8667 10% off", "8667"),
        ("код двери промокод 8667 скидка 10%", "8667"),
        // A label below, after a blank line or with words after it.
        ("Zk8vQ2mPx7LrT4wN\n\n(Wise API token)", "Zk8vQ2mPx7LrT4wN"),
        (
            "Zk8vQ2mPx7LrT4wN\n(Wise API token) see docs",
            "Zk8vQ2mPx7LrT4wN",
        ),
        ("Zk8vQ2mPx7LrT4wN\n[secret key]", "Zk8vQ2mPx7LrT4wN"),
        // A continuation in a Windows file; a keypad's keys in words;
        // Welsh's and Irish's mutated password words.
        (
            "export X_TOKEN=\"Zk8vQ2mPx7LrT4wNq9\\\r\nLrT4wNq9Ys3Bab12cd\"",
            "LrT4wNq9Ys3Bab12cd",
        ),
        ("press star then 0912 then hash", "0912"),
        // A shop's words after a keypad's label; a secret-shaped value
        // under an empty field in camel case; a password shaped as a
        // store's key name.
        ("keypad: use code 8667 10% off", "8667"),
        ("password=\nuserName=Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("password: db_password_url", "db_password_url"),
        ("Fy nghyfrinair yw Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("mo phasfhocal: Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
    ]);
    kept(&[
        // Buttons and states beside the new languages' password words.
        "cyfrinair: Newid",
        "پسورد: نمایش",
        "pasfhocal: Athraigh",
        "ፓስዋርድ፦ ረሳሁ",
        // Public codes in Albanian, Arabic, Farsi, Irish and Kurmanji.
        "kodi i produktit: 8667",
        "كود المصدر: 8667",
        "کد درس: 1214",
        "cód cúrsa: 8667",
        "koda xeletiyê: 8667",
        // An alarm clock's time; a lock box's model; a year in a thread.
        "Set alarm: 0645 + SET",
        "alarm clock: 0630 + SET",
        "lockbox model: 5400",
        "the key safe arrived\nnew one 2024 model",
        // An id below a value; a short quoted flag.
        "4bf92f3577b34da6a3ce929d0e0e4736\n(token id)",
        "mysql --pass \"-n\"",
    ]);
}

#[test]
fn a_hospital_pharmacys_and_an_airlines_secrets_are_read() {
    hidden(&[
        // Thai's cabinet code and copula, Bengali's PIN, Yoruba's code
        // with its tones.
        ("พี่Nokคะ รหัสตู้ยา CD คือ 063885 นะคะ", "063885"),
        ("รหัสตู้ยา ๒๘๖๖ ค่ะ", "๒๘๖๖"),
        ("รหัสตู้ยาคือ48213", "48213"),
        ("মায়ের ফোনের পিন 6640, নার্সদের বলে দিও", "6640"),
        (
            "Ẹ kú iṣẹ́ o. Kóòdù ilẹ̀kùn Ward 22 ni 7378, ẹ má fi ránṣẹ́",
            "7378",
        ),
        // Hinglish's `now` and `the new one`.
        (
            "Ward 12 ka darwaza code ab 74805 hai, purana wala band ho gaya",
            "74805",
        ),
        (
            "bhai Willow Ward ka door code change ho gaya, naya wala 20437 hai",
            "20437",
        ),
        // A push-button lock's `C`, digits and `X`.
        ("SAU ka darwaza code ab C8061X hai", "C8061X"),
        (
            "Stairwell B door from the car park – code C71058X. Lifts are out",
            "C71058X",
        ),
        ("C3071X e noul cod de la ușă", "C3071X"),
        // A code before its door's name in Romanian and Swahili.
        ("8990# e noul cod de la ușă", "8990"),
        ("5551 ndiyo code mpya ya mlango", "5551"),
        // (After a chat's time and author too.)
        ("[10:02] Ana: 8990# e noul cod de la ușă", "8990"),
        // A ward's controlled-drugs cupboard, shortened on a whiteboard.
        (
            "NIC: Joseph   Runner: Wanjiru\nCD cupbd 340856\nBay 2 - side room",
            "340856",
        ),
        (
            "Bed 12 | bleep 1716 | ext 2551 | CD cpbd 858873 | obs due 20:10",
            "858873",
        ),
        // A lock's name beside its code in a table's row; a code's
        // digits one by one after a door's or a padlock's name; a phone's
        // unlock pattern; a code asked back; a password answered with a
        // note; a PIN filled by an automation or typed after xdotool's
        // chained commands.
        ("| Item | Value |\n|---|---|\n| Bleep | 2966 |\n| CD cupboard | 537994 |", "537994"),
        ("<table><tr><td>Pharmacy ext</td><td>7445</td></tr><tr><td>Ward door</td><td>6742X</td></tr></table>", "6742X"),
        ("DOOR 6 1 6 9", "6 1 6 9"),
        ("padlock 1.3.4.0.6.0", "1.3.4.0.6.0"),
        ("the padlock is 7-9-8-5-8-8 now", "7-9-8-5-8-8"),
        ("CD cupboard → 6·3·5·5·8", "6·3·5·5·8"),
        ("Mum's phone unlock pattern is 8-9-7-5-1-6 (starts top left).", "8-9-7-5-1-6"),
        ("it's asking for the 6 digit code from the authenticator, is it 644712? can u read it", "644712"),
        ("Guys what's the wifi password on AMU?\nJoao: Willow_3437 (it changed again last week)", "Willow_3437"),
        ("await page.locator('input[name=\"pin\"]').fill('95445690')", "95445690"),
        ("await page.fill('#pin-code', '4412')", "4412"),
        // A key's bare name heading a column; credentials handed over
        // in a sentence; Metabase's key without its padding; a door's
        // code said to be new.
        ("partner,env,key,created\noag,prod-us,063bbdd3a426af1e04c1a7acf9dc5855,2024-01-20", "063bbdd3a426af1e04c1a7acf9dc5855"),
        ("Mateo: Identifiants pour prod-us, ne pas transférer : 776c3c63fc121d556a88d6b931979c", "776c3c63fc121d556a88d6b931979c"),
        ("prod-us の認証情報です。転送しないでください： ea21020f-8742-4606-858d-2ae5cae0be3f", "ea21020f-8742-4606-858d-2ae5cae0be3f"),
        ("Inloggegevens voor preprod:\nmb_TSAnao06nSHOFHsaAC/GNeTJUILgDVwiSeyfm5Zd7UC", "TSAnao06nSHOFHsaAC"),
        ("cd cupboard 6711 (new)", "6711"),
        ("the door's 4821 now", "4821"),
        // A secret's file printed folded to a width.
        ("$ cat /tmp/line_channel_secret.txt | fold -w 20\nfa6e5f163034fb184874\n2a16edd40c93\n$", "2a16edd40c93"),
        ("$ xdotool search --name \"eMAR Login\" windowactivate --sync type --delay 50 '37477'", "37477"),
        // The attack's cases: a secret after a command piped to the
        // clipboard, a lone word after a history's command, passwords
        // shaped as a store's path or a credential's file.
        ("$ vault kv get -field=password secret/db | pbcopy\nZk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        (" 1639  vault kv get -field=password secret/x\n 1640  Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("password: secret/zk8vq2mpx7lrt4wn", "zk8vq2mpx7lrt4wn"),
        ("password=Zk8vQ2mPx7:/bin/sh", "Zk8vQ2mPx7"),
        // The second attack's: a history's next entry, a value after a
        // loaded credential's name.
        ("  501  pass show work/wifi\n  502  correct horse battery staple", "horse battery staple"),
        ("LoadCredential=db:Zk8vQ2mPx7LrT4wN", "Zk8vQ2mPx7LrT4wN"),
        ("{\"Service\": {\"Load\u{200b}Credential\": \"Zk8vQ2mPx7LrT4wN\"}}", "Zk8vQ2mPx7LrT4wN"),
        // The exemptions' neighbours: a credential set by value, a
        // printed secret with only its errors sent away, text on a void
        // element's line.
        (
            "SetCredential=db-password:Zk8vQ2mPx7LrT4wN",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "$ vault kv get -field=password secret/x 2>/dev/null\nZk8vQ2mPx7LrT4wN",
            "Zk8vQ2mPx7LrT4wN",
        ),
        (
            "<input type=\"password\" name=\"password\">Zk8vQ2mPx7LrT4wN</input>",
            "Zk8vQ2mPx7LrT4wN",
        ),
        ("password: correct/horse/battery", "correct/horse/battery"),
    ]);
}

#[test]
fn a_hospital_pharmacys_and_an_airlines_look_alikes_are_kept() {
    kept(&[
        // systemd's credential loaded from a file; a void element, then
        // the page's next field.
        "[Service]\nUser=pnrsync\nLoadCredential=db-password:/etc/credstore/pnr-sync.db\nRestart=always",
        "<form method=\"post\" action=\"/login\">\n  <input type=\"password\" name=\"password\" placeholder=\"Password\">\n  <input type=\"hidden\" name=\"next\" value=\"/ops/notif-svc\">\n</form>",
        // Hinglish's `ab` before a number that names no code.
        "Postcode ab 10115",
        "error code C1234X",
        // A way in that names a place; nine digits one by one; a
        // version; a field that only holds `pin` inside a word; a
        // pattern told in words.
        "| Site | Admin portal | 8443 |",
        "The door is 1 2 3 4 5 6 7 8 9",
        "Door version 1.2.3.4",
        "await page.locator('#spinner').fill('4412')",
        "await page.fill('#shipping', '10115')",
        "the unlock pattern is an L shape",
        // A column of messages' or issues' keys; credentials named, not
        // given; a door's number.
        "lang,key,text\nen,checkout_button_2,Pay now",
        "issue,key,summary\nbug,PROJ-1234,Login fails",
        "name,key\nrow,3f2a1b4c-1111-2222-3333-444455556666",
        "Credentials: see the vault entry for prod-us-payments",
        "Door 1024 (rear)",
        // The attack's look-alikes: a gate's time and a date in a table's
        // row, a door's firmware, a file named for tokens printed folded,
        // a column of chords.
        "| Gate | 1200 |",
        "<td>Gate</td><td>20240101</td>",
        "door 1.2.3.4 firmware update",
        "cat tokenizer.py | fold -w 40\nimport re",
        "cat tokens.csv | fold -w 80\nid,name,created\n1,alice,2024",
        "song,key\nSo What,Dm7b5Ebmaj7C9",
    ]);
}

#[test]
fn a_law_firms_and_a_robotics_startups_secrets_are_read() {
    hidden(&[
        // Labels typed without their accents: Turkish, Greek, Catalan,
        // Spanish, Hungarian, Vietnamese.
        ("babamin telefon sifresi 048350, tablet de ayni", "048350"),
        (
            "κωδικος wifi για τους πελατες: gdqgy7lcbrxgp",
            "gdqgy7lcbrxgp",
        ),
        ("codi de verificacio 967911", "967911"),
        (
            "la contrasena del correo de mi papa es FerretMarble519",
            "FerretMarble519",
        ),
        ("az irattar ajtokodja 02958", "02958"),
        ("mat khau: Mynydd_3741_Acorn", "Mynydd_3741_Acorn"),
        // Words of languages read for the first time: Zulu, Hausa,
        // Amharic, Punjabi, Ukrainian, Persian, Scots Gaelic, Malay,
        // Finnish, Chinese's traditional script.
        ("ikhodi ye-alamu ehhovisi: 1119", "1119"),
        (
            "iphasiwedi ye-wifi: snowdrop-ferret-pebble-14",
            "snowdrop-ferret-pebble-14",
        ),
        (
            "kalmar sirri ta wifi: juniper-toffee-willow-63",
            "juniper-toffee-willow-63",
        ),
        ("lambar akwatin ajiya 81468454", "81468454"),
        ("የእናቴ ስልክ ፒን 313639 ነበር", "313639"),
        ("ਬੀਜੀ ਦੇ ਫ਼ੋਨ ਦਾ ਪਿੰਨ 482222 ਸੀ", "482222"),
        ("пін від маминого телефону 7741", "7741"),
        ("رمز در بایگانی ۶۶۳۲ هست", "۶۶۳۲"),
        ("رمز گاوصندوق 898145، به کسی نگو", "898145"),
        ("Cod an dorais aig an tasglann: 06749", "06749"),
        ("peti besi 794189, jangan kongsi", "794189"),
        ("kassakaapin yhdistelma L69 R56 L74", "L69 R56 L74"),
        ("媽媽手機解鎖碼2478", "2478"),
        // A padlock's code of three digits asked in a chat, the lock
        // named before the code's word.
        ("Hannah: padlock code for the cage?\nBen: 964", "964"),
        ("Kata: mi a lakat kodja?\nAnna: 441", "441"),
        // Prose: `was` in Spanish, a phone that unlocks with its PIN, an
        // asker who found the answer herself.
        (
            "el password del email de mi papa era FerretMarble519, sorry",
            "FerretMarble519",
        ),
        (
            "the firm mobile for the out-of-hours line unlocks with 142019. Leave it",
            "142019",
        ),
        (
            "Anyone know the wifi at the Swansea office? nvm found it, ovPhj1tkYJqNqa5e",
            "ovPhj1tkYJqNqa5e",
        ),
        // Code: a password wrapped by a narrow terminal, Structured
        // Text's sized type and `:=`, C++'s braced initializer, SSH.NET's
        // clients and Python's FTP, a key typed into its field, Conan's
        // login.
        (
            "postgres://fleet:YuML6PcoxM\nKgXOzhh07ap@pg-06.edge.skyrack.internal/fleet",
            "YuML6PcoxM",
        ),
        (
            "VAR_GLOBAL CONSTANT\n    sMaintPassword : STRING(32) := 'Harbor#4796maple';\nEND_VAR",
            "Harbor#4796maple",
        ),
        (
            "static const std::string kScadaPassword{\"rvthYBAAD6ZuljujHn9prOIX\"};",
            "rvthYBAAD6ZuljujHn9prOIX",
        ),
        (
            "var client = new SftpClient(\"sftp.example.com\", \"ops\", \"Kx9!mPq2vLr7\");",
            "Kx9!mPq2vLr7",
        ),
        (
            "using (var sftp = new SftpClient(host, 22, \"ops\", \"Kx9!mPq2vLr7\"))",
            "Kx9!mPq2vLr7",
        ),
        (
            "ftp = FTP('ftp.example.com', 'ops', 'Kx9mPq2vLr7w')",
            "Kx9mPq2vLr7w",
        ),
        (
            "page.fill('#api-key', 'a3f9c2e8b7d14e6f9a0b3c5d7e9f1a2b')",
            "a3f9c2e8b7d14e6f9a0b3c5d7e9f1a2b",
        ),
        (
            "await page.locator('[name=\"client_secret\"]').fill('Zx8vQ2mP7lRt4wN9');",
            "Zx8vQ2mP7lRt4wN9",
        ),
        (
            "conan remote login skyrack-conan ci -p 'MhRttVGbXe3aJYoIKjJZE'",
            "MhRttVGbXe3aJYoIKjJZE",
        ),
        // A table of items and their values; a record's type naming its
        // value.
        (
            "site,item,value,updated\nSwansea office,strongroom safe,03055101,2025-01-20\nSwansea office,phone,07773 666052,2025-01-20",
            "03055101",
        ),
        (
            "site,item,value,updated\nSwansea office,DMS password,velvet.sparrow.17,2025-09-19",
            "velvet.sparrow.17",
        ),
        (
            "{\"env\":\"POZ-1\",\"creds\":[{\"type\":\"openweather_key\",\"value\":\"d48711dabf795ef16aadc7658f3f7468\"}]}",
            "d48711dabf795ef16aadc7658f3f7468",
        ),
        // A brace that opens a default's key is no initializer.
        ("echo \"${DB_PASSWORD:-Hunter2024x}\"", "Hunter2024x"),
    ]);
}

#[test]
fn a_law_firms_and_a_robotics_startups_look_alikes_are_kept() {
    kept(&[
        // Digits after a reference's capitals, a model's name in
        // brackets, an approval code on an Arabic receipt, a booking.
        "kod → ORD-865284",
        "код → INV-306006",
        "We've ordered a new key safe (Supra C500 Pro) for 71 Maes y Coed.",
        "إيصال SO-1008652 مدى **** 6915 رمز الموافقة 482913",
        "رمز الحجز: B6CCAX",
        // A digest with its size, U-Boot's serial number, a register's
        // hex value, a network's name before the word `password`.
        "INFO: Remote cache hit for //opcua_bridge:lib (action 00952bf6608f92a8681251cd361655b0d1301c71ab6ce50d57deae2e11818260/8679)",
        "=> printenv\nbaudrate=115200\nserial#=O30C8W4TS0UE\nfdtfile=imx8mp-skyrack-amr.dtb",
        "addr    type     name        raw\n 40001  INT32  motor_temp  0xAF2A\n 40003  FLOAT32  fault_code  0xEC46",
        "Guest Wi-Fi at Incheon-5: SSID SKR-Guest — password printed at reception, it rotates weekly.",
        // A comment where a value would be; a token's name typed into its
        // field; a game's unlock; a short word's accent kept (Irish's
        // `cód` is no `COD`); a three-digit answer to a question about no
        // lock.
        "FTP_ŞIFRE= # yerelde doldurun",
        "page.fill('#token-name', 'ci-deploy-bot')",
        "The skin unlocks with 5000 points",
        "COD 1500 on delivery, COD charge: 2500",
        "Hannah: which room code is free?\nBen: 214",
        // An item that names no secret beside its value; a record's type
        // that names none.
        "site,item,value,updated\nSwansea office,opening time,0900,2025-01-20",
        "{\"type\":\"string\",\"value\":\"Bristol\"}",
        "Admin portal: 8443",
    ]);
}

#[test]
fn the_attack_on_the_law_firms_readings_holds() {
    hidden(&[
        // Exemptions narrowed: a PIN's digits after any capitals and a
        // dash, a label's key as a register's hex, a digest after a
        // secret's name, a PIN in brackets, a password as `serial#`.
        ("PIN → AB-482913", "482913"),
        ("kod → ORD-356975X", "356975X"),
        ("token  0x9F3A6C21B7E4D058", "9F3A6C21B7E4D058"),
        ("api_key\t0x9F3A6C21", "9F3A6C21"),
        (
            "secret 00952bf6608f92a8681251cd361655b0d1301c71ab6ce50d57deae2e11818260/99",
            "00952bf6608f",
        ),
        ("the PIN (new 4821 today)", "4821"),
        ("serial#=Kx7#pQ2mzR!9v", "Kx7#pQ2mzR!9v"),
        // Turkish's dotted capital, an indented wrap of a URL's password.
        ("ŞİFRE: Fp%MGXWX8L", "Fp%MGXWX8L"),
        // The second attack: a document's prefix after a PUK, a door's
        // code, or with more after its digits; a code in brackets after
        // words; a security code's hex; a digest after a token's name; a
        // password set as `serial#` in a command; an anonymous login with
        // a real password, or over SSH.
        ("PUK → ORD-48291357", "48291357"),
        ("ajtó kód → BOL-56458448", "56458448"),
        ("kod → ORD-482913-A", "482913"),
        ("lockbox (use C556X please)", "C556X"),
        ("security_code  0x3DB4F364", "3DB4F364"),
        (
            "token action 4e6d0c1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b478aa/51949",
            "4e6d0c1a2b3c",
        ),
        ("setenv bootpw serial#=K7Q2M9X4P8ZD", "K7Q2M9X4P8ZD"),
        ("ftp.login(\"anonymous\", \"Xk9mP2qL7z\")", "Xk9mP2qL7z"),
        (
            "new SshClient(host, 22, \"anonymous\", \"Tm3wQ7zP9x\")",
            "Tm3wQ7zP9x",
        ),
        // The review's sweep: the same readings written in fullwidth forms.
        ("ŞİＦＲＥ： Ｆｐ％ＭＧＸＷＸ８Ｌ", "ＭＧＸＷＸ８Ｌ"),
        (
            "ｐａｇｅ．ｆｉｌｌ（＇＃ａｐｉ－ｋｅｙ＇， ＇ａ３ｆ９ｃ２ｅ８ｂ７ｄ１４ｅ６ｆ９ａ０ｂ＇）",
            "ａ３ｆ９ｃ２ｅ８ｂ７ｄ１４ｅ６ｆ９ａ０ｂ",
        ),
        // C#'s verbatim string; a phone's code named or quoted.
        (
            "new SftpClient(host, port, \"deploy\", @\"Tm3wQ7zP9x\")",
            "Tm3wQ7zP9x",
        ),
        ("It unlocks with code 7150.", "7150"),
        ("It unlocks with `716032`.", "716032"),
        (
            "mysql://user:Ku6MmZOAWL\n  BE1dgwat@db.internal:5432/app",
            "Ku6MmZOAWL",
        ),
    ]);
    kept(&[
        "ftplib.FTP(\"ftp.example.com\", \"anonymous\", \"anonymous@\")",
        "ikhodi yeposi 5405",
        "{\"type\": \"max_tokens\", \"value\": 4096}",
        "item,value\nboarding pass,seat 14C",
        "blobs/00952bf6608f92a8681251cd361655b0d1301c71ab6ce50d57deae2e11818260/8679",
    ]);
}

#[test]
fn a_fields_identifier_after_prose_is_still_its_label() {
    hidden(&[
        (
            "filler filler filler filler security_code  0x3DB4F364",
            "3DB4F364",
        ),
        (
            "Lorem ipsum dolor sit amet. Consectetur DB_PASSWORD  Tiger$1538x",
            "Tiger$1538x",
        ),
    ]);
    // An identifier after prose naming no secret is no secret's label,
    // and a secret's name before no value labels nothing.
    kept(&[
        "lorem ipsum dolor sit amet consectetur adipiscing build_number  0x3DB4F364",
        "the old db_password  changed",
    ]);
}

#[test]
fn a_ferry_lines_and_a_universitys_secrets_are_read() {
    hidden(&[
        // Passwords told with a copula, in Estonian, Latvian, Maltese,
        // Croatian (an object's form), Galician, Basque and Armenian.
        (
            "isa e-posti parool oli Meri3255x, see on tema vihikus",
            "Meri3255x",
        ),
        (
            "tēta e-pasta parole bija Ventspils#ven469, ierakstīta",
            "Ventspils#ven469",
        ),
        (
            "il-password tal-email ta' missierek kienet Gannet908#T, miktuba",
            "Gannet908#T",
        ),
        (
            "tata je imao mail lozinku Sidro@sid110, pise u biljeznici",
            "Sidro@sid110",
        ),
        (
            "o contrasinal do correo do teu pai era R14$87x, está",
            "R14$87x",
        ),
        (
            "tripulazioaren wifi pasahitz berria: egzgfskegut2",
            "egzgfskegut2",
        ),
        ("հայրիկի փոստի գաղտնաբառը hayastan492 էր", "hayastan492"),
        // A code's name in Basque, Icelandic, Uzbek, Kazakh, Georgian,
        // Armenian (its comma as a colon), Khmer and Lao (glued to what
        // it opens); a letter before a code's digits.
        ("atearen kodea 5905 da bihartik aurrera", "5905"),
        (
            "kóðinn á hliðinu er C767577 frá og með morgundeginum",
            "C767577",
        ),
        ("darvoza kodi 5000, ertadan boshlab", "5000"),
        ("қақпаның коды *90257, ертеңнен бастап", "90257"),
        ("ჭიშკრის კოდი არის #3300# ხვალიდან", "3300"),
        ("բանալին դռան մոտի տուփում է, կոդը՝ 3890", "3890"),
        ("លេខកូដទ្វារច្រកចូល 4253 ចាប់ពីថ្ងៃស្អែក", "4253"),
        ("ລະຫັດປະຕູທ່າເຮືອ #1394# ເລີ່ມມື້ອື່ນ", "1394"),
        // A combination a few words after its name; a cash box's code
        // after a copula; a turnstile's.
        ("seyfin kombinasiyası 26694231. Jurnala yazma.", "26694231"),
        (
            "kombinacija sefa v kapitanovi kabini 299737 – ne piši",
            "299737",
        ),
        (
            "safe combination for the server room 75225066, parking lot 2",
            "75225066",
        ),
        ("purser's cash box is 1064 – float is 6,20 eur", "1064"),
        ("yard turnstile: 7699 (changed monday)", "7699"),
        // A booking's code to confirm is a one-time code.
        (
            "Vaš kod za potvrdu rezervacije je 156993. Vrijedi 10 minuta.",
            "156993",
        ),
        // R's `<-` and httr's authenticate(); Etsy's keystring; an API key
        // in Azerbaijani; MarineTraffic's key in its call's path.
        (
            "vimeoToken <- \"ad1110e9839d29f1f980fe48499bfe5f\"  # Vimeo",
            "ad1110e9839d29f1f980fe48499bfe5f",
        ),
        (
            "res <- httr::GET(url, httr::authenticate(\"gu7294\", \"Af6Ko*c-pkIk:Akqk\"))",
            "Af6Ko*c-pkIk:Akqk",
        ),
        (
            "export ETSY_KEYSTRING=\"6nfs30zwr92dsvxeblorliqt\"",
            "6nfs30zwr92dsvxeblorliqt",
        ),
        (
            "AIS API açarı: e22f402b1d05df14edb8aa1d76fabb9042871ad1",
            "e22f402b1d05df14edb8aa1d76fabb9042871ad1",
        ),
        // Controls for what is now kept: a code that expires later, a
        // token named after an API's word, a menu's arrow after a
        // password, a Slack token's own segments, a port's digits.
        ("Your code 256570 expires in 10 minutes.", "256570"),
        (
            "read_api token: 9f4e2c7a1b3d5f6e8a0c2e4f6a8b0d2c",
            "9f4e2c7a1b3d",
        ),
        ("password: Xk9#mP2qL7 → then save", "Xk9#mP2qL7"),
        (
            "SLACK_BOT_TOKEN=xoxb-2931-5678-Q9x2Z7w4T1kL",
            "Q9x2Z7w4T1kL",
        ),
        ("db.internal:5432:app:deploy:Pa55w0rd!x", "Pa55w0rd!x"),
    ]);
}

#[test]
fn a_ferry_lines_and_a_universitys_look_alikes_are_kept() {
    kept(&[
        // A booking's code in the Balkans', the Caucasus', Central Asia's
        // and Southeast Asia's languages.
        "kod rezervacije BPHHEX, polazak 09:40",
        "код на резервацията XPC7RM, тръгване 07:05",
        "брондау коды GQ3SQW, жөнелу 13:15",
        "ჯავშნის კოდი CD4A9J, გასვლა 08:30",
        "លេខកូដកក់ LZC2XL ចេញដំណើរ 07:05",
        "ລະຫັດຈອງ XDML2B ອອກເດີນທາງ 06:00",
        // An error's, a customs procedure's and a promotion's codes; a
        // checksum in another language.
        "kasa javlja grešku F397, zvala sam servis",
        "Customs procedure code 4000, additional code 1Q42",
        "промо код SAJF15 за пешаке",
        "kontrolna vsota firmvera: b33f58b52739b172354f5b550d362ab7e664bc6f29d06d5a408fad3506138bcd",
        // A key's fingerprint; an id after a token's name; a diff's
        // removed assignment; an expired code; a menu's path; getters
        // and a placeholder; a masked token.
        "Release signing key: 7626 2651 71C5 217D 6906 A70C CE60 4BC4 8424 50A2",
        "action=token.create scope=read_api token_id=95821 ip=10.36.209.130",
        "-TOKEN = os.getenv('TOKEN', '')",
        "The one-time code 256570 you entered expired 26 minutes ago.",
        "Para generar un token personal en Box: Configuración → Seguridad → Nuevo token.",
        "token: Sys.getenv(\"CANVAS_API_TOKEN\")",
        "export API_TOKEN=changeit-in-prod",
        "La clé affichée est xoxb-***-***-LG2B ; elle a été révoquée",
    ]);
}

#[test]
fn the_attack_on_the_ferry_lines_readings_holds() {
    let hex = "9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0";
    hidden(&[
        // A word that asks to confirm anywhere on the line; ten groups of
        // four after a password's label; a code not expired, or other
        // codes that are; a private key's word beside a public one's; a
        // key of letters before an arrow; a preposition after a label.
        ("подтвердите бронирование, код 611537", "611537"),
        (
            "password: 35D6 10A6 77D7 D990 E5DB 2CA1 7AA0 B619 A9F5 92C8",
            "35D6 10A6 77D7",
        ),
        ("code 796975 has not expired", "796975"),
        (
            "Your code 780052 expires in 5 min, expired codes cannot be used",
            "780052",
        ),
        ("New PIN 869197 — expired PINs: 1111", "869197"),
        (&format!("не публичен ключ, а приватный ключ: {hex}"), hex),
        (&format!("ашық кілт, құпия кілт: {hex}"), hex),
        ("api_key=JkvFsgYGwNraUkCLuuuo →", "JkvFsgYGwNraUkCLuuuo"),
        ("lozinka za wifi OHmY1zHkPD", "OHmY1zHkPD"),
        // The re-attack: a signing key's password in ten groups; a lock's
        // combination after `of`; a code that will expire, has not, or
        // beside another that did; a confirm word after the code, or
        // digits grouped; a private key's word in Bulgarian.
        (
            "signingPassword=3F9A 12BC 77E0 A41D 9C2B 5E6F 0D8A B3C1 44F2 E7A9",
            "3F9A 12BC",
        ),
        (
            "gpg passphrase: 3F9A 12BC 77E0 A41D 9C2B 5E6F 0D8A B3C1 44F2 E7A9",
            "3F9A 12BC",
        ),
        ("the combination of the lock is 4821", "4821"),
        ("combination of the office safe = 5561", "5561"),
        ("combination of the gate lock 4821", "4821"),
        (
            "pgp api key: EC83 E308 596D C5CB EA85 C4BE D728 2BCC 39B0 1B9E",
            "EC83 E308",
        ),
        ("code 482913 will be expired in 10 minutes", "482913"),
        ("verification code 482913 hasn’t expired", "482913"),
        (
            "verification code 482913 and the old one 551234 expired",
            "482913",
        ),
        ("kod rezervacije 48291 potvrdite", "48291"),
        ("potvrdite kod rezervacije 482 913", "482 913"),
        (&format!("публичен ключ | частен ключ: {hex}"), hex),
        // The review's sweep: a Latin letter glued before a code's word
        // in another script.
        ("xលេខកូដទ្វារច្រកចូល 4253 ចាប់ពីថ្ងៃស្អែក", "4253"),
        ("xкод: 437600", "437600"),
    ]);
    kept(&[
        "საფოსტო კოდი 0179",
        "ລະຫັດໄປສະນີ 01000",
        "The combination of heat and 5000 psi pressure",
        "Client account: sort code 40-12-76, account name Client Account. Always verify by phone.",
        // Control: a code's word glued inside a word of its own script.
        "Штрихкод 4607001234567",
    ]);
}

#[test]
fn a_secret_keys_object_is_read_for_keys_of_its_own() {
    // A key naming a secret whose value opens an object (`"auth": {`) has
    // no value of its own; its object's keys are read as any other's.
    hidden(&[
        (
            r#"{"creds":{"jenkins_admin_password":"0sAwwFb!4!abczd"},"enabled":true}"#,
            "0sAwwFb!4!abczd",
        ),
        (r#"{"auth": {"db_password": "hunter2x"}}"#, "hunter2x"),
        (r#"{"secrets":{"smtp_pass":"Zq7-pLm2#x"}}"#, "Zq7-pLm2#x"),
        (
            "token:\n  refresh_token: 9fK2mQ7xLp4Rt8Vz",
            "9fK2mQ7xLp4Rt8Vz",
        ),
    ]);
    // Control: an object under a secret's key holding no secret.
    kept(&[r#"{"auth":{"enabled":true,"provider":"saml","timeout_s":30}}"#]);
}

#[test]
fn a_brewerys_and_a_game_studios_secrets_are_read() {
    hidden(&[
        // Words of Afrikaans, Faroese, Luxembourgish, Yiddish, Tamil,
        // Malagasy, Quechua, Burmese, Cebuano and Wolof.
        ("Ma, Pa se bankwagwoord was Kobalt_8841_x. Ek het dit gekry", "Kobalt_8841_x"),
        ("wifi loyniorð: fjord-maize-porter-71", "fjord-maize-porter-71"),
        ("Wifi Passwuert: jukebox-amber-12", "jukebox-amber-12"),
        ("De Code vun der Keelkummer ass elo 5935 !!", "5935"),
        ("Koden til kølirúmið er nú 8967#", "8967"),
        ("[Telegram] wifi פּאַראָל: qzzcz3310", "qzzcz3310"),
        ("taproom wifi பாஸ்வேர்ட்: riff-fuzz-83", "riff-fuzz-83"),
        ("Ny kaody varavarana efitra mangatsiaka dia 2930 x", "2930"),
        ("Chiri wasipa punkun codigon 8428 kachkan", "8428"),
        ("အေးခန်း တံခါး ကုဒ် 013480 ပါ", "013480"),
        ("Dong, ang code sa cold room kay 614725 na karon", "614725"),
        ("Fatou, code bu bunt bu cold room bi mooy 436272", "436272"),
        ("[stemnota] die kluis se kode is sewe twee drie ses, okay?", "sewe twee drie ses"),
        // The radio alphabet, a memorable word, a box's lock.
        (
            "Operator: for the password, go ahead. Callum: Victor Uniform Bravo Papa Hotel Zulu. Operator: thanks",
            "Victor Uniform Bravo Papa Hotel Zulu",
        ),
        ("bank memorable word is monsoon94 (they ask for letters)", "monsoon94"),
        ("till float box lock: 4609. £150 in it", "4609"),
        // A studio's code and chats.
        ("const FString RunnerToken = TEXT(\"AfOZIjG_cLpFNTfHmxWb\");", "AfOZIjG_cLpFNTfHmxWb"),
        ("QString apiToken = QStringLiteral(\"Zq81xPLmW7vR2kT9\");", "Zq81xPLmW7vR2kT9"),
        (
            "$ vault kv put secret/kestrel/deepl_pro_key value=c955e7c3-91d7-4af5-b0a9-a2602a8ca8bb",
            "c955e7c3-91d7-4af5-b0a9-a2602a8ca8bb",
        ),
        (
            "def get_api_key():\n    return \"zzAbc123xyzQQ\"",
            "zzAbc123xyzQQ",
        ),
        (
            "ETLl2eEDlqEzWahy  <- that's the Xsolla webhook secret key, rotate it",
            "ETLl2eEDlqEzWahy",
        ),
        (
            "[12:45] Hugo: here's the Appfigures client secret for the uploader, pls don't forward\n[12:45] Hugo: cb4cf273e4447af1a79df59e5f4f7908\n[12:45] Freya: got it",
            "cb4cf273e4447af1a79df59e5f4f7908",
        ),
        (
            "uh, for the Perforce password for build_farm just use Falcon_quartz86%, okay",
            "Falcon_quartz86%",
        ),
        (
            "Box office login (password below, username is boxoffice@)\n\ncopper-maize-26\n\nSee you at 19:30",
            "copper-maize-26",
        ),
        (
            "\"perforce_ticket\": \"36D2EA2E78A0A87590E4C0FFCFDBA17F\"",
            "36D2EA2E78A0A87590E4C0FFCFDBA17F",
        ),
        (
            "nakama --database.address readonly:fexqCzVoNPQsaB_0Hl@cockroach-0.nakama.svc:26257/nakama",
            "fexqCzVoNPQsaB_0Hl",
        ),
    ]);
}

#[test]
fn a_brewerys_and_a_game_studios_look_alikes_are_kept() {
    kept(&[
        // A secret's place in a store, a cache's keys, a client SDK's
        // public game key, an INI section under a label.
        "the new token lives only in Vault (kv/live-ops/discord-bot). No value is recorded",
        "LogDerivedDataCache: Display: Pak cache hit for TEXTURE/8E475D919173ED037FE58EB7D0C0CB3A433FAFE0_3",
        "Shared DDC hit for SHADERMAP/69a5b711e721fe68f65d0e39df48c4ce",
        "GameAnalytics.initialize(gameKey: \"cd2e1cccd317fb04c6737c8cd2d9bdca\", secretKey: Environment.GetEnvironmentVariable(\"GA_SECRET_KEY\"));",
        "Test fixture using the official AWS example credentials:\n[gamelift-dev]\nregion = eu-west-1",
        // A dash before an error's words, a message giving no secret, the
        // radio alphabet with no secret's name before it, a function
        // returning a word.
        "2024-10-06T15:14:54Z ERROR gitlab: 401 Unauthorized — token expired on 2024-04-15",
        "here's the build log for the token service\nBuild_2026_11_30_release_candidate42",
        "(see the password rules below)\nAt least 12 characters",
        "tower, Delta Alpha Lima Echo holding short of runway two seven",
        "def get_token_type():\n    return \"bearer\"",
    ]);
    // Controls: the secret key beside a public game key is read, and a
    // store's path that is a random run is no path.
    hidden(&[
        (
            "GameAnalytics.initialize(gameKey: \"cd2e1cccd317fb04c6737c8cd2d9bdca\", secretKey: \"ab2e1cccd317fb04c6737c8cd2d9bdcaff001122\");",
            "ab2e1cccd317fb04c6737c8cd2d9bdcaff001122",
        ),
        ("password: secret/zk8vq2mpx7lrt4wn", "secret/zk8vq2mpx7lrt4wn"),
    ]);
}

#[test]
fn the_attack_on_the_brewerys_and_the_studios_readings_holds() {
    hidden(&[
        // A store's path before a value is no reason to keep the value.
        (
            "api_key: kv/live-ops/discord-bot N73x88eJOMCS!0",
            "N73x88eJOMCS!0",
        ),
        ("password: kv/wtaonzpsqaihom", "kv/wtaonzpsqaihom"),
        // A store's path in brackets after its name is one of two
        // segments or more, and holds no word glued after it.
        (
            "token in Vault (secret/staple-battery-7)",
            "staple-battery-7",
        ),
        (
            "password: Key Vault（kv/live-ops/discord-bot）orangeembermeadow",
            "kv/live-ops/discord-bot",
        ),
        // A line separator between a code's digits, a one-time code
        // glued to its kind in another script's digits.
        ("PIN: 826\u{2028}780", "780"),
        ("OTP\u{200B}꧘꧘꧗꧔꧔꧐", "꧘꧘꧗꧔꧔꧐"),
        ("2FA code\u{200B}᱕᱖᱘᱒᱔᱘", "᱕᱖᱘᱒᱔᱘"),
        // A store's write with no keyword of its own, after a flag.
        (
            "vault kv patch kv/ops/discord one=1 two=Bg0wM6LoTBzu!6 three=-",
            "Bg0wM6LoTBzu!6",
        ),
        (
            "kubectl -n prod create secret generic api --from-literal=x=nIV1ePEdcNbW%6",
            "nIV1ePEdcNbW%6",
        ),
    ]);
    kept(&[
        "vault write auth/approle/role/my-role token_ttl=1h token_max_ttl=4h policies=default",
        "My memorable word is something you'll never guess.",
        "kv/live-ops/discord-bot  <- that's the discord token path",
        "memorable word is 6-15 chars",
        "\"credentials\": {\"password\": null}",
    ]);
}

#[test]
fn a_public_initializers_argument_is_its_own_vendors() {
    // GameAnalytics' `gameKey` makes its own first argument public, not
    // Mixpanel's; Mixpanel's `token` still is.
    kept(&[r#"Mixpanel.initialize(token: "af04e3c1b2d3e4f5a6b7c8d9e0f1a2b3")"#]);
    hidden(&[(
        r#"Mixpanel.initialize(gameKey: "af04e3c1b2d3e4f5a6b7c8d9e0f1a2b3")"#,
        "af04e3c1b2d3e4f5a6b7c8d9e0f1a2b3",
    )]);
}

#[test]
fn a_fishing_coops_and_a_broadcasters_secrets_are_read() {
    hidden(&[
        // Words of Afaan Oromo, Turkmen, Greenlandic, Maori, Tongan, Tok
        // Pisin, Northern Sami, Papiamento, Irish, Welsh, Scots Gaelic,
        // Hausa, Kurmanji, Sorani, Tatar, Bashkir, Samoan and Tajik.
        ("Koodii karra buufata doonii: 2709 booda # tuqi", "2709"),
        ("Dukanyn signalizasiya kody 6365. gapyny acanyndan", "6365"),
        ("Qerititsivimmut matup kodia nutaaq 132044. Allanut", "132044"),
        ("Ko te waehere hou mo te kuaha o te whare makariri: 990548.", "990548"),
        ("Nupela kot bilong dua bilong kol stoa em 5309. No ken tokim", "5309"),
        ("Galmmasvuorka uksa odda koda lea 2022. Ale muital", "2022"),
        ("E code nobo di porta di cold store ta 8927. No bisa", "8927"),
        ("Cod nua an stor fuar: 3777. na hinis do dhuine", "3777"),
        ("Cod newydd drws y storfa oer: 365392. Paid a deud", "365392"),
        ("Còd ùr doras an stòr fhuair: 994294. Na innis", "994294"),
        ("an canza lambar kofar dakin sanyi, sabuwar itace 7715. kar ka fadawa", "7715"),
        ("Zelal PINa pompa mazote 9313 e, hefteya bê tê guhertin", "9313"),
        ("qifle embara toran: 20-37-10. pisti xebate", "20-37-10"),
        ("پینی کارتی سووتەمەنی ۷۰۷۷", "۷۰۷۷"),
        ("Ринат, көймәдәге wifi серсүзе Ww73zKmFzqkg9XZZ", "Ww73zKmFzqkg9XZZ"),
        ("кәмәләге вайфай паролы: reef=kava127", "reef=kava127"),
        ("upu faalilolilo wifi o le vaa: 2043153494", "2043153494"),
        ("lea fufu wifi 'o e vaka: SCEqq2mK71lD", "SCEqq2mK71lD"),
        ("пароли wifi дар киштӣ: 3842028692", "3842028692"),
        ("hliðið við bryggjuna: 690573 og svo #", "690573"),
        ("O le numera fou o le faitotoa o le fale aisa: 1298. aua", "1298"),
        ("kot bilong dua: sikis et siro faiv", "sikis et siro faiv"),
        // A password's sentence with no verb: the value ends it.
        ("il-password tal-wifi tad-dghajsa BuoyTuna1204", "BuoyTuna1204"),
        ("Ealasaid: پاسۆردی وایفایی بەلەمەکە winch&mango249", "winch&mango249"),
        ("ሃብቶም ፓስዎርድ wifi ናይ ጃልባ herring-gannet-cod-06 እዩ", "herring-gannet-cod-06"),
        ("wifi password for the boat NorthHake380", "NorthHake380"),
        // A chat's answer after a dash and a yes, on its line or the next.
        ("Mami, e bank a manda un code? -- si, 401687", "401687"),
        ("Ma, il-bank baghtitlek code? aqrahuli. -- iva, 281011", "281011"),
        ("Апа, смс келдиби? Банктан код. Айтчы\n- 378695\n- рахмат", "378695"),
        (
            "[00:37] Sani: whats the loft combo\n[00:37] Steve: hang on\n[00:37] Steve: on the boat\n[00:37] Steve: 2795\n[00:37] Sani: ta",
            "2795",
        ),
        // An alarm's, a keypad's and an agent's.
        ("Chandlery alarm: punch 9492 within 30 sec of opening", "9492"),
        ("Steve: alarm 7-8-0-2 (dots so the phone doesnt make it a link)", "7-8-0-2"),
        ("Fuel dock after hours: *57860# on the pump keypad", "57860"),
        ("CHANDLERY ALARM\nballast%tiller270\n-- Fiona", "ballast%tiller270"),
        ("Sat phone PIN - Bonnie Lass\nbonito-tern-skate-57", "bonito-tern-skate-57"),
        (
            "[07:45] agent: click #secret\n[07:45] agent: type \"oilskin1054.SKIPPER\"",
            "oilskin1054.SKIPPER",
        ),
        // A broadcaster's: a DRM's keys, a runbook's value, a comment above.
        (
            "{\"keys\":[{\"kty\":\"oct\",\"kid\":\"jKCTLp9KNZ1Z82oK2yrkYA\",\"k\":\"CSOUi4AF_DE6vtrtcOf9DA\"}]}",
            "CSOUi4AF_DE6vtrtcOf9DA",
        ),
        (
            "clearkeys: { '1bebffcaecc6284150193280a67069e0': '17b4fe29c9ad6cab770faafa1f3e3ad5' }",
            "17b4fe29c9ad6cab770faafa1f3e3ad5",
        ),
        (
            "## Rotating the Airship app master secret\n1. Generate a new one.\n2. Current value (valid until 2025-03-28): `44BzyPvN5XHYTDjZufXZPH`",
            "44BzyPvN5XHYTDjZufXZPH",
        ),
        (
            "INC-2907: broken after key rotation\nDescription: the pod still uses the old API token.\nNew value to deploy: 4dc9160a3777776948f449a38eeb71295e240e0a",
            "4dc9160a3777776948f449a38eeb71295e240e0a",
        ),
        ("# MAM_ADMIN_PASSWORD\nEw3K8pdW81BGz0rq", "Ew3K8pdW81BGz0rq"),
        (
            "d398364adcf517343c888c2b1b4d6c4e\n^ that's the SpotX API key, paste it",
            "d398364adcf517343c888c2b1b4d6c4e",
        ),
    ]);
}

#[test]
fn a_fishing_coops_and_a_broadcasters_look_alikes_are_kept() {
    kept(&[
        // Ids a broadcaster publishes, a PSSH box's key ids, a network's
        // code, a parameter's number, a list's step, a checksum list.
        "Mux asset RhBYEn4vX3vAuU4jZfsVLOD52Vwqh89KZ1OSJnTW ready; public playback id W7kcsGx1rzEgXxrdV2zDqwmMx2TIYcRiAmxkSMAZ",
        "Uploaded (playlist PLDVYtI2SCvKDGKCAriTFfU5sM3hvM-yU9, channel UCy4jyhzG6lasj6lUE85n2KO)",
        "PSSH Box v0\n  System ID: Widevine edef8ba9-79d6-4ace-a3c8-27dcd51d21ed\n  Key IDs:\n    bd0bc7671329462900dd81032b68d0cd",
        "GAM network code 16070140, order 7047368470, line item 4661560053",
        "NexGuard watermark payload for subscriber session: wm_id=14788719, operator id 599",
        "Argon2id parameters for the OTT login: m=65536, t=3, p=4 (hash format $argon2id$v=19$...).",
        "How to rotate the Mux signing key:\n1. Create a new signing key in the dashboard.\n2. Store it",
        "[01:21] Eleni: 95514192f962f7d2de1d58d1335663141d1cc136a56b564ee4802fdbd2c33627  srt_SPT998353D.mov\n64156b939b2e83f894daad9961ae7670680f304a1f3da0e4ee4a3cc9440639da  mov_8055089_024.srt",
        // A commit's id after `2fa`, a field's name as a flag's value, an
        // elided article, an AWS example key over a wrap.
        "23484cf2889024c0252b09e5cd6c43f436004156 fix\n2fa522716f3cef80cc74fa3397dfac7ba766def2 chore: bump",
        "curl -H \"Authorization: Bearer $(vault read -field=token auth/token/lookup-self)\" https://x/v1",
        "Andrei: la password dell'FTP di messa in onda è cambiata, chiedila a Marieke",
        "AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nDefault region name [None]: eu-west-2",
        // A verbless sentence's last word that is no password.
        "forgot password for user Admin01",
        "    Ldap password               ----   H7IKC85R#@4$",
        "the password manager KeePassXC2",
        "dec: spi=269143c8 esp=aes key=16 ****",
    ]);
    // Controls: the same shapes where a secret stands.
    hidden(&[
        (
            "api key: 95514192f962f7d2de1d58d1335663141d1cc136a56b564ee4802fdbd2c33627  config.yml",
            "95514192f962f7d2de1d58d1335663141d1cc136a56b564ee4802fdbd2c33627",
        ),
        ("OTP884440 is your code", "884440"),
        ("token Xk29fLq8ZpW3mN7vR4tY2bC9", "Xk29fLq8ZpW3mN7vR4tY2bC9"),
        ("what's the code?\n~ 889449", "889449"),
        // The attack on the mends: a parameter's shape alone, a list's
        // number with no step after it, an `otp` glued before hex letters,
        // a checksum list after a label, a random run after an elided
        // article or after `asset` with a key's name before it.
        ("password: m=65536", "m=65536"),
        ("password: 1.", "1."),
        ("otp429715abcdef", "429715"),
        (
            "api key: 95514192f962f7d2de1d58d1335663141d1cc136a56b564ee4802fdbd2c33627  key.txt\n64156b939b2e83f894daad9961ae7670680f304a1f3da0e4ee4a3cc9440639da  b.txt",
            "95514192f962f7d2de1d58d1335663141d1cc136a56b564ee4802fdbd2c33627",
        ),
        ("password nell'yzVhiHUUHWSi", "yzVhiHUUHWSi"),
        ("api key asset q8Vn2LxR7tZpK3wYq8Vn2LxR7tZpK3wY", "q8Vn2LxR7tZpK3wYq8Vn2LxR7tZpK3wY"),
        ("Password - see below\nhi team\nCxAiJFPSWNKZ#3", "CxAiJFPSWNKZ#3"),
        ("Wci0M4%EAOs", "Wci0M4%EAOs"),
        ("wifi network code 48213377", "48213377"),
        ("password: RvhnYE...)", "RvhnYE"),
        // The second attack: an id's name that names a secret, an ad
        // server's PIN, a code glued to `2fa` before one hex letter, a run
        // after `asset` with no platform's name, a question asking a
        // public code and a door's.
        ("password: pwd_id=7731", "pwd_id=7731"),
        ("GAM network pin 352185", "352185"),
        ("2FA482913A", "482913"),
        (
            "asset rh8hNy29QC7itbNvrid2hRZmucQBU8fgYTyFDU6F is the token",
            "rh8hNy29QC7itbNvrid2hRZmucQBU8fgYTyFDU6F",
        ),
        ("tracking code or door code?\n- 296165", "296165"),
        ("what's the qr code password?\n- 224175", "224175"),
        ("password: l'İİİ", "İİİ"),
        // The split sweep: a fullwidth comma after the yes.
        (
            "Ｍａｍｉ， ｅ ｂａｎｋ ａ ｍａｎｄａ ｕｎ ｃｏｄｅ？ －－ ｓｉ， ４０１６８７",
            "４０１６８７",
        ),
    ]);
    kept(&[
        "what's the wifi name?\n- NorthHake380",
        "what's the HS code?\n- 030342",
        "CHANDLERY ALARM\n2024",
        "login: m=65536, t=3, p=4 (hash format)",
        // The review: letters whose small form is longer than their capital
        // after an elided article (a slice by the lowercased length
        // panicked in f9a3c73..de40f67).
        "la password è dell'ẞẞ",
        "password l'İİ",
        "docs/auth.md <- that's the api key guide.",
    ]);
}

#[test]
fn a_ski_resorts_and_an_insurers_secrets_are_read() {
    hidden(&[
        // Words of Romansh, Sesotho, Xhosa, Chichewa, Kabyle, Sindhi, Assamese,
        // Odia, Tibetan, Hmong, Tetum, Hawaiian, Esperanto and Estonian; a
        // Macedonian alarm and a Romansh one's `+ OK`; OCR's leet labels; a key
        // box in Occitan; Swiss German's `isch`.
        ("Pled-clav dal WLAN: Muntogna_582", "Muntogna_582"),
        ("Phasewete ya wifi ke Maloti#4412", "Maloti#4412"),
        ("Khoutu ya monyako ke 5529", "5529"),
        ("Iphasiwedi ye-wifi ngu Drakensberg_77", "Drakensberg_77"),
        ("Mawu achinsinsi a wifi ndi Mulanje#552", "Mulanje#552"),
        ("Awal uffir n wifi d Djurdjura_903", "Djurdjura_903"),
        ("وائي فائي جو پاسورڊ آهي Kirthar_5521", "Kirthar_5521"),
        ("ৱাইফাইৰ পাছৱৰ্ড হ'ল Brahma_Putra88", "Brahma_Putra88"),
        ("ୱାଇଫାଇ ପାସୱାର୍ଡ ହେଉଛି Konark#7712", "Konark#7712"),
        ("ཝའི་ཕའི་གསང་ཚིག Lhasa_Snow831", "Lhasa_Snow831"),
        ("Lo lus zais wifi yog Roob_Siab_552", "Roob_Siab_552"),
        ("Liafuan-xave wifi mak Ramelau_2963", "Ramelau_2963"),
        ("ka hua hūnā wifi ʻo Maunakea_8812", "Maunakea_8812"),
        ("La pasvorto de la wifi estas Esperanto#2291", "Esperanto#2291"),
        ("wifi salasõna: Tallinn_Vanalinn7", "Tallinn_Vanalinn7"),
        ("Аларм на магацинот за експлозив: 771964 па # (имаш 30 сек)", "771964"),
        ("Alarm dal magasin d'explosivs: 2351 + OK", "2351"),
        ("~~ WH1TEB0ARD ~~\nD00R C0DE -> 4864  !!", "4864"),
        ("|| KEG R00M  c0de: 706551 ||", "706551"),
        ("Lo còde de la bóstia de claus del refugi: 52280", "52280"),
        // Three digits told after a lock's, a padlock's or a key safe's name.
        ("Dr Code vom Schlüsselkasten bi dr Chamanna isch jetzt 2101. Grazia fitg!", "2101"),
        ("The code of the key safe at the hut is 625", "625"),
        ("Lockbox on the fuel hut: 903", "903"),
        ("Container padlock code changed to 715 after the break-in.", "715"),
        ("MITCHELL_CLIENT_SECRET ?= 9f8fdf00-6e09-46a4-9b0c-216fec9b210d", "9f8fdf00-6e09-46a4-9b0c-216fec9b210d"),
        // An insurer's: make's `?=`, Databricks' `--string-value`, Werkzeug's
        // hash, a format string's literal argument in a password's place,
        // digits one by one or said in words, a keystore's password passed to
        // what opens it, a Postman variable typed secret, DocuSign's `slt`.
        ("databricks secrets put-secret claims-scope iterable-api-key --string-value 1be3485ada062767ad6d69f84a906514", "1be3485ada062767ad6d69f84a906514"),
        (">>> generate_password_hash('********')\n'scrypt:32768:8:1$QnUAESstX9NNci1D$42c0c98b1fcd8020f4836b195f3e64b33481ca20bb10ba8f90ba557945b12194'", "QnUAESstX9NNci1D$42c0c98b1fcd8020f4836b195f3e64b33481ca20bb10ba8f90ba557945b12194"),
        ("db, err := sql.Open(\"pgx\", fmt.Sprintf(\"host=%s user=%s password=%s dbname=claims\", host, \"svc_claims\", \"Willow9199-Lantern\"))", "Willow9199-Lantern"),
        ("engine = create_engine(\"mssql+pyodbc://uw_pricing:{}@dwh-dsn\".format(\"Nimbus6405+Alder\"))", "Nimbus6405+Alder"),
        ("conn = \"postgres://%s:%s@db/x\" % (\"admin\", \"S3cr3tPw!\")", "S3cr3tPw!"),
        ("keystore password: 2 6 1 9 0 4 6 5", "6 1 9 0"),
        ("the PFX password for the mTLS cert is eight six nine seven two zero nine seven. Call me", "nine seven two"),
        ("ks.load(new FileInputStream(\"a.p12\"), \"Quartz2094~Lantern\".toCharArray());", "Quartz2094~Lantern"),
        ("var cert = new X509Certificate2(\"certs/swish-prod.pfx\", \"Falcon7855?Rivet\", X509KeyStorageFlags.MachineKeySet);", "Falcon7855?Rivet"),
        ("{\"key\": \"clarifaiPat\", \"value\": \"3239a2dde696e58c5ebd1cb57b4423dd\", \"type\": \"secret\", \"enabled\": true}", "3239a2dde696e58c5ebd1cb57b4423dd"),
        ("https://demo.docusign.net/Signing/MTRedeem/v1/ebe1e1ae-68d0-4407-82dd-c094c975a6a1?slt=xPVN-N38Eeby8nif53W_n2-Bdz-Yu2Z5BoluwoQCRyI27NIZkI2ZZYK4KF4KHzGAew6x3oNX09R", "xPVN-N38Eeby8nif53W_n2"),
        // The attack on them: a unit after a PIN is no measure of it; a
        // key safe's hyphenated name, a dash, quotes; `+OK` glued; C#'s,
        // Rust's, named and escaped format strings; a URL with no path; a
        // fullwidth comma before a format's name (a panic on e2a33a1); digits
        // one by one after a verb; pyOpenSSL; a call inside the call.
        ("PIN 4258 m", "4258"),
        ("Key-Safe: 117", "117"),
        ("Key box - 773", "773"),
        ("Key box: \"300\"", "300"),
        ("Alarm: 1498+OK", "1498"),
        ("string.Format(\"User Id={0};Password={1}\", \"sa\", \"Qx9vv2!kkL\")", "Qx9vv2!kkL"),
        ("\"user={u} password={p}\".format(u=\"bob\", p=\"Qx9vv2!kkL\")", "Qx9vv2!kkL"),
        ("fmt.Sprintf(\"user=%s password=%s\", \"u\", \"Xk9mq2\\\"Lpq7\")", "Xk9mq2"),
        ("format!(\"password={}\", \"Qx9vv2!kkL\")", "Qx9vv2!kkL"),
        ("\"mssql://u:{}@h\".format(\"Xk9mq2Lpq7\")", "Xk9mq2Lpq7"),
        ("fmt.Sprintf(\"ho，2st=%s password=%s\", \"u\", \"Qx9vv2!kk\")", "Qx9vv2!kk"),
        ("the PFX password is 1 9 9 7 2 8 7 6", "9 7 2 8"),
        ("p12 = crypto.load_pkcs12(data, b\"Qx9vv2!kkL\")", "Qx9vv2!kkL"),
        ("new X509Certificate2(File.ReadAllBytes(p), \"Qx9vv2!kkL\")", "Qx9vv2!kkL"),
        // The second attack: a table's one column, or with no outer bars.
        ("| PIN |\n|---|\n| 5896 |", "5896"),
        ("Room | PIN\n--- | ---\n101 | 5896", "5896"),
        ("| Key box code | Room |\n| 3113 | 101 |", "3113"),
        ("~~ | K3Y SAFE C0DE | ~\ncode :: 0208 , _ . l1ft hut 7 .. ~", "0208"),
        ("|Key box code|\n|---|\n|3113|", "3113"),
        ("Key box code |\n--- |\n3113 |", "3113"),
    ]);
}

#[test]
fn a_ski_resorts_and_an_insurers_look_alikes_are_kept() {
    kept(&[
        // A number among a key safe's words, an altitude, a table's cell
        // beside a column that holds none; a ski pass's number; a consent
        // cookie; Adobe Sign's agreement id; a JWT's key id named again as a
        // JWKS key; documented test cards, under a `CVC` label too; a
        // secret's reference and the key on the next line; Postman's vault
        // reference; a format string's arguments in no secret's place;
        // Occitan's `còde`, Haitian's `pòt` and Sardinian's `janna` as the
        // view reads them (English's code, a depot, a name).
        "key safe in room 214: ask reception",
        "the padlock on locker 214 is broken",
        "Ticket #30: key safe at 107 Bryn Awel needs a new battery",
        "| hut | alt | phone | key safe |\n|---|---|---|---|\n| Moraine hut | 2143 m | +39 0460 900 5170 | ask warden |",
        "{\"gate\": \"G25\", \"card_uid\": \"30:00:94:79:08:74:87\", \"pass\": \"06-3688 6655 9186-7\", \"result\": \"DENIED\"}",
        "Set-Cookie: cookie_consent=analytics%3Dfalse%26marketing%3Dfalse; Path=/; Max-Age=31536000; SameSite=Lax",
        "Adobe Sign agreement CBJCHBCAABAAGcDNfJnuFsU17DGGZLTEPai5aqq0Fo3w — settlement form signed",
        "Decoded JWT header: {\"alg\":\"RS256\",\"kid\":\"dn5uHhK_tqpTYI9QKuFBGZpBY6C76aKuVzuD3_E322v\",\"typ\":\"JWT\"} — signature verified with JWKS key dn5uHhK_tqpTYI9QKuFBGZpBY6C76aKuVzuD3_E322v",
        "Test cards for the payments sandbox:\n4242 4242 4242 4242  exp 12/34  CVC any 3 digits\n5555 5555 5555 4444  (Mastercard)",
        "Adyen test card 4917 6100 0000 0000, expiry 03/30, CVC 737 → should return Authorised.",
        "      - name: Deploy\n        env:\n          SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}\n          DD_API_KEY: ${{ secrets.DD_API_KEY }}",
        "token: {{vault:api-token}}",
        "CFLAGS ?= -O2",
        "log.Printf(\"user=%s id=%s\", \"bob\", \"1234\")",
        "s = String.format(\"user=%s;password=%s\", user, pw);",
        "s = fmt.Sprintf(\"password=%s\", \"${DB_PASSWORD}\")",
        "the code to investigate is B1234",
        "Admin portal: 8443",
        "Depot: 4821 pallets left",
        "Janna: 4821 is the invoice total",
        "password: 4242-4242-4242-4242",
        // The attack on them: a count after a key safe's three digits, a
        // postal code after the new code words, Romansh's `esch` (a town); a
        // documented test card's number in a password's place.
        "Key safe: 469 guests served this season.",
        "Key box: 768 CHF",
        "Keysafe: 688%",
        "Key box: 308 x 713 mm",
        "Codiç postâl: 33747 Udin",
        "Tlisa khoutu ya poso 5136 ha o tla.",
        "kodo poŝta: 12326",
        "esch: 11430",
        // The second attack: another word before the colon, a count's
        // words after the digits, a table's other column.
        "Key box price: 399.",
        "Key safes ordered: 300",
        "Key safe: 300 in stock, then reorder.",
        "Key safes: 400 and counting",
    ]);
}

#[test]
fn a_zoos_and_a_betting_operators_secrets_are_read() {
    hidden(&[
        // Words of Sakha, Ossetian, Chechen, Crimean Tatar, Ewe, Tsonga,
        // Tifinagh, Tahitian, Dhivehi, Low German, Bambara; doors, key
        // boxes and padlocks in the zoo's languages; Mizo's `chu ... a ni`.
        ("Кистэл тыл: Kuorat77", "Kuorat77"),
        ("Сусæг дзырд: Dzaudzyqa19", "Dzaudzyqa19"),
        ("Къайлаха дош: Nokhcho2023", "Nokhcho2023"),
        ("Gizli söz: Qirim1944", "Qirim1944"),
        ("Nya ɣaɣla: Lome2021x", "Lome2021x"),
        ("Phasiwedi: Xitsonga88", "Xitsonga88"),
        ("ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ: Tamazight9", "Tamazight9"),
        ("Parau huna: Papeete987", "Papeete987"),
        ("ޕާސްވޯޑް: Maldives960", "Maldives960"),
        ("Passwoort: Plattdüütsch7", "Plattdüütsch7"),
        ("education team laptop gundo dane: ZooManatee5614$", "ZooManatee5614$"),
        ("Ʋɔtru ƒe kɔd nye 4821", "4821"),
        ("ⵜⴰⵏⴳⴰⵍⵜ ⵏ ⵜⴰⵡⵡⵓⵔⵜ: 4821", "4821"),
        ("An code han purtahan 4821", "4821"),
        ("ދޮރުގެ ކޯޑް 4821", "4821"),
        ("Kawngkhar code chu 4821 a ni", "4821"),
        ("Agasanduku k'imfunguzo: 4821", "4821"),
        ("Kahon sang yabi 4821", "4821"),
        ("outstation boite a cles 8506; blue fob = feed barn", "8506"),
        ("sump room ingufuri: 6.5.7.9 (usome uhebe uhanagure)", "6.5.7.9"),
        // An alarm's duress word; a till's override; a door joined to
        // another room; a code told from tomorrow.
        ("Alarm - duress word for Securitas: \"Cobalt Willow\". delete after reading", "Cobalt Willow"),
        ("duress word: Cobalt Willow", "Cobalt Willow"),
        ("café till refund override: 98515. not to the volunteers!", "98515"),
        ("gift shop till override: 747750. delete", "747750"),
        ("quarantine unit door + footbath room: *3296. from tomorrow", "3296"),
        ("dart rifle cabinet / firearm code from tmrw 65085 — not to the volunteers!", "65085"),
        // A chat export's stamps before the question and the answer; a
        // keypad's lettered code; an answer's own lead.
        ("[22/09/26, 12:30:58] Emil: Code for reptile house?\n[22/09/26, 12:33:13] Lenie: 2997#", "2997"),
        ("22/09/2026, 12:30 - Emil: Code for reptile house?\n22/09/2026, 12:33 - Lenie: 2997#", "2997"),
        ("12:12 Emil: Code for reptile house?\n12:13 Lenie: here you go: 299700", "299700"),
        ("Emil: code elephants?\nEdem: C3040 👍", "C3040"),
        // A code then the place it opens, after `=`, an arrow or a caret
        // under it; a push-button lock's `X`; a keypad's column.
        ("04/07/2025, 14:52 - Maria: 9005X = reptile house door (pago)", "9005X"),
        ("Jan: 8593* = elephant house keeper door durjow (dźensa)", "8593"),
        ("[06/07/25, 10:52:36] Josh: 3156\n^ Gorilla house keeper area door from Monday", "3156"),
        ("lab/-80 freezer room door 5180X, samples logged in the green folder.", "5180X"),
        ("Key safe rescue centre garage: 9-5-1. pls delete this msg", "9-5-1"),
        ("| Area | Keypad | Notes |\n|---|---|---|\n| Feed store | 4092 | roller door |", "4092"),
        ("location,lock,combination,updated\nDive locker,Master 175,8659,2026-04-11", "8659"),
        // A betting operator's: YAML's other fields between a secret's name
        // and its value; text typed into a field that names a secret; a
        // provider's key flag; a PowerShell-shaped password (no approved
        // verb) under a strong key.
        ("secrets:\n  - name: TMX_API_KEY\n    description: LexisNexis ThreatMetrix key\n    value: \"hUjqQf220LgLzN2q\"", "hUjqQf220LgLzN2q"),
        ("[agent] step 7/9: typed \"ADveHjPQY3ywASQi\" into field 'IMGIX_SECURE_TOKEN'", "ADveHjPQY3ywASQi"),
        ("entered \"Summer2024!\" in the Password field", "Summer2024!"),
        ("$ rg-limits --experian-key PK61wQwd9zMDfR86 --dry-run", "PK61wQwd9zMDfR86"),
        ("export TRAVIS_API_TOKEN=GfKqOXFnmsFnLMs-VWaVHy", "GfKqOXFnmsFnLMs-VWaVHy"),
        ("password=Summer-Breeze", "Summer-Breeze"),
        // Format strings in more forms, a shell's `printf`, and literals
        // joined by each language's operator.
        ("String.format(\"user=%1$s password=%2$s\", \"svc\", \"Rk8vPq2mZx\")", "Rk8vPq2mZx"),
        ("sprintf('mysql://%s:%s@%s/bets', 'svc', 'Rk8vPq2mZx', 'db')", "Rk8vPq2mZx"),
        ("\"redis://:%(pw)s@cache:6379/0\" % {\"pw\": \"Rk8vPq2mZx\"}", "Rk8vPq2mZx"),
        ("format!(\"user={} password={:?}\", \"svc\", \"Rk8vPq2mZx\")", "Rk8vPq2mZx"),
        ("string.Format(\"{{x}} Password={0,-10};\", \"Rk8vPq2mZx\")", "Rk8vPq2mZx"),
        ("format!(\"{{}} password={pw:>8}\", pw = \"Rk8vPq2mZx\")", "Rk8vPq2mZx"),
        ("printf 'user=%s password=%s' admin Rk8vPq2mZx | curl -d @- x", "Rk8vPq2mZx"),
        ("pw = \"password=\" <> \"Rk8vPq2mZx\"", "Rk8vPq2mZx"),
        ("local s = \"password=\" .. \"Rk8vPq2mZx\"", "Rk8vPq2mZx"),
        ("SELECT 'password=' || 'Rk8vPq2mZx'", "Rk8vPq2mZx"),
        ("conn = \"Password=\" & \"Rk8vPq2mZx\"", "Rk8vPq2mZx"),
        // The attack's: a password under a marketing code's name, a hash's
        // name that names a secret too (camel case, Russian's password), a
        // run that only looks like a Tor address; a passphrase after a
        // label in another language goes on over its words.
        ("{\"voucher\": \"X\", \"code\": \"Xk9mq2Lp7aQ!\"}", "Xk9mq2Lp7aQ!"),
        ("Bonus code: Xk9mq2Lp7aQ!", "Xk9mq2Lp7aQ!"),
        ("hashKey: f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25ab2be", "f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25ab2be"),
        ("Хэш пароля: f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25ab2be", "f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25536f2f25ab2be"),
        ("secret=crrfet0xkgevrpqhf5kyoctkqbj8tnvi.onion.key", "crrfet0xkgevrpqhf5kyoctkqbj8tnvi"),
        ("Mot de passe : correct horse battery staple", "correct horse battery staple"),
        // The second attack's: a key id's exemption only under a PGP key's
        // own label, a marketing code's only in its shape, a hash's only
        // where its clause says it is public; a real hash in brackets; a
        // reference word typed as a password.
        ("SIGNING_KEY=0xa3f9c2e17b4d8e06", "0xa3f9c2e17b4d8e06"),
        ("GPG_PRIVATE_KEY=0x9f86d081884c7d65", "0x9f86d081884c7d65"),
        ("gpg: 0x9f86d081884c7d65 wallet_private_key=0x4c0883a69102937d", "0x4c0883a69102937d"),
        ("Referral code: glpat-iv2jr91kkzhi1wohd7", "glpat-iv2jr91kkzhi1wohd7"),
        ("{\"voucher\": 17, \"code\": \"Tr0ub4dor-3\"}", "Tr0ub4dor-3"),
        ("Bonus code: 8f14e45fceea167a5a36", "8f14e45fceea167a5a36"),
        ("hash pepper: 9b2c4e6f8a0b1c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d", "9b2c4e6f8a0b1c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d"),
        ("Hash-Schlüssel: 9b2c4e6f8a0b1c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d", "9b2c4e6f8a0b1c3d5e7f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d"),
        ("$2b$12$<nhpN/OFrx1gdRGmJUqPaHOeWr8xO0s2aHVQrJTi4d6f84ESt9r37>", "nhpN/OFrx1gdRGmJUqPaHOeWr8xO0s2aHVQrJTi4d6f84ESt9r37"),
        ("auth: From_Env", "From_Env"),
        ("4471 = code for the reptile house door", "4471"),
        // A keypad's code quoted, as YAML writes it.
        ("doors:\n  - name: reptile-house-back\n    keypad: \"0603*\"\n  - name: vet-hospital\n    keypad: badge-only", "0603"),
    ]);
}

#[test]
fn a_zoos_and_a_betting_operators_look_alikes_are_kept() {
    kept(&[
        // Marketing codes; a lottery draw's public hash in any language
        // (the clause's mark may be three bytes: `।`); a Tor mirror's
        // address; a bonus's code beside its id; a wiki's menu path; a
        // documented test card.
        "Bonus code: WELCOME100",
        "Referral code: JOHN2024",
        "Estrazione n. 4861: 21 30 32 34 39 43 + 01. Hash pubblico del seed: cfe577cf70f48a5ccc89d11a41d76773fd0d257097b5bc061fd98a15b80ea997",
        "ड्रॉ #2751 के नंबर: 17 21 24 25 35 42 + 02। सीड का सार्वजनिक हैश: b6c2cdb7bbb507bd7815fb72564152bd354bebc327b84ab3396ffda456f1a793",
        "งวดที่ #4914 ออกเลข 03 08 10 20 24 29 + 06 แฮชสาธารณะของ seed: cd39b65b59b3d2d79e399742f960ad00a5cdc3abc73c67badfbdd53db8ac6a97",
        "Mirror for Tor users: ktfvf7lpeo6ggp753lae5urh2khzzb3ey6k2bp4nnhslvj37t6ap4hed.onion (published on the status page)",
        "{\"bonusId\": \"BON-76ccae1\", \"code\": \"FREEBET25\", \"wagering\": \"35x\"}",
        "How to create a personal access token: Settings → Developer settings → Personal access tokens → Fine-grained. The token starts with github_pat_",
        "test cards for UAT cashier: 4166 6766 6766 6746 exp 03/30 CVC 737 (Adyen test)",
        // A number before a door's measure or a price; a clock's time
        // before a door; a count at a key safe; a path, a name and a key's
        // id after a key's flag; a PowerShell command; text typed into a
        // field that names none.
        "2400 = height of the main door",
        "6500 = price of the new alarm.",
        "1530 = back door (today)",
        "2400\n^ door width in mm",
        "Key safe price: 3-4-5 weeks",
        "the till override button is broken since 2019",
        "door + footbath room: 2019 renovation",
        "$ aws s3api get-object --key reports/2024/summary.csv out.csv",
        "$ gpg --recv-key 0x1A2EA426A2D3A061",
        "$ tool --sort-key name --partition-key 2024",
        "$cred = Get-Credential; $pw = Read-Host -AsSecureString",
        "typed \"hello world\" into field 'Search'",
        "typed \"jdoe\" into the Username field",
        "Emil: what room is the meeting in?\nLenie: A3040",
        "12:12 Emil: code for the door?\n12:13 Lenie: at 1530 i think",
        "env:\n  - name: REGION\n    description: the api key region\n    value: \"eu-west-1\"",
        // A label's words never end in `/`: a date's year under a
        // question is no code.
        "26/01/2026, 08:13 - ⵎⴰⵙⵉⵏⵉⵙⴰ: ⵜⴰⵏⴳⴰⵍⵜ ⵏ CD cupboard?\n26/01/2026, 08:14 - ⵎⴰⵙⵉⵏⵉⵙⴰ: ⵍⵍⴰⵏ ⴳ ⵓⵙⵏⴷⵓⵇ",
        // A config's reference, a format's description, a signing key's id.
        "webcams:\n  - id: penguins-02\n    auth: from_env  # CAM_USER / CAM_PASS\n    fps: 25",
        "Hash format: $2b$12$<22-char salt><31-char hash>. Never log them.",
        "My PGP key for reports: 0xC1A39A16DA8409F1\nFingerprint: 4496 4109 D976 A057 6E26 C631 608D 0A50 8026 5C48",
        // The attack's: a number of or at a place; a castle's year; a dress
        // code asked and answered.
        "90830 = budget for the new reptile house door (EUR)",
        "86672 → visitors through the main gate",
        "10200\n↑ total tickets sold at the gate",
        "Замок: 1869 год постройки",
        "visitors today 2557 → reptile house door",
        "today we counted 52488 → penguin pool gate",
        "Promo code: save20",
        "door: \"1530\"",
        "gate: \"B22\"",
        "[22/09/26, 12:30:58] Jan: dress code?\n[22/09/26, 12:33:13] Lenie: here you go: 74434",
    ]);
}

#[test]
fn a_festivals_and_a_mobile_operators_secrets_are_read() {
    hidden(&[
        // A safe's code after a dash or an arrow, where it is named by a
        // word and a number between; said in words, with a speaker's
        // `uh`; a medical tent's pharmacy cupboard.
        ("safe - 79604\n(bin the note!!)", "79604"),
        ("Drop safe bar 4 -> 78981 (new). don't share pls", "78981"),
        ("Drop safe bar 6 → 56149 (nieuwe)", "56149"),
        ("Xabi: ...yeah the safe is, uh, five three seven nine, and lock it after", "five three seven nine"),
        ("the safe is, uh, moja sifuri tatu tisa, and lock it after", "moja sifuri tatu tisa"),
        ("16:29 CH4 BACKLINE → SM ORCH: lock-up is fower one tree fife, over", "fower one tree fife"),
        ("Med centre pharmacy cupboard: 697074\nclinical staff only", "697074"),
        // A till's override among a bar's numbers.
        ("Bar 7 — float 600, seal 954123, till 20, override 8217, radio ch 7, staff 4", "8217"),
        // A door's code, then the place it opens, then the digits; a
        // code corrected in the next message.
        ("ok list for tonight\nradio ch 7\ndoor code compound 3377\nwristbands at gate 1", "3377"),
        ("stage 1 changeover 17:20\ncode ya mlango compound 2503\nwristbands at gate 1", "2503"),
        ("Jana: door code DR 8 = 1664\nBecky: sorry typo → 6164", "6164"),
        ("Citlali: el código d'a puerta DR 8 = 0562\nSiku: sorry typo → 5062", "5062"),
        // The festival's languages: padlocks, doors, codes, passwords.
        ("Backline lock-up code ya kufuli 6881 - Ines has the spare key", "6881"),
        ("Backline lock-up ikhodi yengqhaga 647 - Aigul has the spare key", "647"),
        ("Container 18 (catering dry store) ኮድ ቁልፍ: 855", "855"),
        ("Container 13 (catering dry store) Schlosskombi: 3809", "3809"),
        ("Rocio: ok list\nᒪᑐ code compound 3633\nwristbands at gate 5", "3633"),
        ("Ndaa! khodo ya vothi: 90152. ndo livhuwa", "90152"),
        ("ꯈꯨꯔꯨꯝꯖꯔꯤ! ꯊꯣꯡꯒꯤ ꯀꯣꯗ: ꯹꯶꯱꯵. ꯊꯥꯒꯠꯆꯔꯤ", "꯹꯶꯱꯵"),
        ("ᱫᱩᱣᱟᱨ ᱠᱳᱰ artist compound: ᱔᱒᱙᱐", "᱔᱒᱙᱐"),
        ("Radio base station admin: user admin, পাসৱার্ড dzAkFnnaNDLSAg", "dzAkFnnaNDLSAg"),
        ("Radio base station admin: user admin, la kontrasenya Tundra-7646#", "Tundra-7646#"),
        // A key asked for, the answer leading with words and a colon of
        // its own, in any language.
        (
            "Dominik: do you still have the Exa API key?\nHana: yes, but don't paste it anywhere: 0ade8050-b401-40f9-8c06-1133d76700a2",
            "0ade8050-b401-40f9-8c06-1133d76700a2",
        ),
        (
            "Björn: máš ještě ten KeyCDN API key?\nLiis: jo, ale nikam to nekopíruj: NNW77vxQkCwBHQWkZk4MRH7nch7pkcZq",
            "NNW77vxQkCwBHQWkZk4MRH7nch7pkcZq",
        ),
        // The attack's: a note's word before a password after a localized
        // label; a key asked for, the answer's lead then the key on the
        // next line; an eSIM's activation code and matching ID.
        ("Passwort: in 4xK9!q", "4xK9!q"),
        ("parol: via P4*g4jKdz", "P4*g4jKdz"),
        ("Password: im hunter2", "hunter2"),
        (
            "A: do you still have the Exa API key?\nB: yes, but don't paste it anywhere:\n0ade8050-b401-40f9-8c06-1133d76700a2",
            "0ade8050-b401-40f9-8c06-1133d76700a2",
        ),
        ("Activation code: LPA:1$smdp.example-rsp.com$JKI7Q-6ZNNL-JI2UI-QYSJ6", "JKI7Q-6ZNNL-JI2UI-QYSJ6"),
        ("SM-DP+ ES2+ DownloadOrder OK\nmatchingId=6OK1W-7SBD3-OB17T-YSFYX\niccid=8946", "6OK1W-7SBD3-OB17T-YSFYX"),
        // A SIM's keys in a core's provisioning.
        ("imsi=425030527383525 ki=E49D70C6D6792DF3F256B9DF2396B1A1 amf=8000 sqn=000000000021", "E49D70C6D6792DF3F256B9DF2396B1A1"),
        ("# 5GC UDM profile\nOPc: A87D3548361BCC2A787D5B7B3C2AA694\nalgorithm: milenage", "A87D3548361BCC2A787D5B7B3C2AA694"),
        // A telecom core's commands and Groovy's connection.
        ("echo \"User-Name=test\" | radclient -x 10.159.86.146:1812 auth na9T9XKRWKx1HYMJut4", "na9T9XKRWKx1HYMJut4"),
        ("kamctl add 486041122@ims.bss.nordvia.local nimbus-falcon-kestrel98", "nimbus-falcon-kestrel98"),
        ("sipp -sf reg.xml -au 4860799911 -ap 'harbor-lantern-yonder06' pcscf.local:5060 -m 1", "harbor-lantern-yonder06"),
        (
            "def sql = Sql.newInstance('jdbc:postgresql://db01/li_audit', 'airflow', 'mosaic-fjord-prairie25#xv8', 'org.postgresql.Driver')",
            "mosaic-fjord-prairie25#xv8",
        ),
    ]);
}

#[test]
fn a_festivals_and_a_mobile_operators_look_alikes_are_kept() {
    kept(&[
        // Where a password is kept, in any language.
        "Passwort: in 1Password, vault 'Prod 2025', item 'Top-up admin'. sag i dir am Telefon",
        "пароль: in 1Password, vault 'Prod 2025', item 'Top-up admin'. скажу по телефону",
        "Passwort: in Tresor Büro",
        // A code's word in a language that is a name in others (the
        // attack's: Venda's `khodo`, Nahuatl's `icode` are not listed).
        "iCode 2024 hackathon",
        "Khodo village 2700 m",
        // A safe's words that are not its code.
        "safe distance: 2500",
        "safe to deploy build 48213",
        "it is safe, uh, one two three four people",
        "the lock-up is behind stage two",
        // A door's code and words, no code; an override's duration.
        "door code since 2019",
        "door code changed in 2024",
        "Bar 7 till 20, override 1 hour",
        "door code is on the whiteboard\nsorry, wrong chat, meeting at 1400",
        // A Wi-Fi card with no key; a question answered with no key.
        "GUEST WIFI\nFestival-Free\nno password",
        "A: do you have the API key?\nB: yes, it is in the vault: see the docs page",
        "A: which token format?\nB: the usual one: JWT with RS256",
        // A login's name.
        "BO laptop 6 windows login → jsmith42",
        // The attacks': a Wi-Fi card's last line that is no key (no card
        // is read: its three lines are a spec's too); an eSIM's public
        // server, a format's placeholder and a standard's number; a note
        // naming a product.
        "WIFI\nFestivalGuest\n5",
        "Guest WIFI\nFestivalGuest\nWelcome!",
        "WIFI\nCafeGuest\nApril2024",
        "Router supports WIFI\nAsus\nRT-AX88U",
        "LPA:1$rsp.example.com$ACTIVATION-CODE",
        "matching ID RFC-5322-SECT-3",
        "Passwort: siehe Outlook2019 Notizen",
        "Passwort: via Self-Service-Portal",
        "SM-DP+ address: smdp.nordvia-tel.net",
        "matching ID lookup failed for order 4512",
    ]);
}

#[test]
fn a_ships_crews_and_a_satellite_operators_secrets_are_read() {
    hidden(&[
        // A keypad's digits marked by its `*` or `#`, with no name, or
        // correcting a code (`*7848`), or answering what a door's code is.
        ("CREW BAR\n*3144\ntoday", "3144"),
        ("Bondì crew bar\n042629# 🍺", "042629"),
        ("pharmacy cabinet=45781*", "45781"),
        ("Juan, [15.06.2026 20:02]\nкод от beverage store?\n\nIxchel, [24.06.2025 18:51]\n1288#", "1288"),
        ("Dragan: codici novu crew office: 7884\nDragan: *7848", "7848"),
        // A safe's master, override or combination, dial pairs, the code
        // on the line under the safe's name.
        ("safe override: 050126", "050126"),
        ("[laminated card, locker 39]\nSAFE OVERRIDE 940457\nmaster card in HK office", "940457"),
        ("7186 safe - master 7463", "7463"),
        ("Medical: drug safe comb 39-24-61", "39-24-61"),
        ("Fastyr mie doc, morphine safe 47 04 21 18", "47 04 21 18"),
        ("Casino - cage safe\n92 46 09 03\nCM only", "92 46 09 03"),
        ("Drug safe:\n\n73800950", "73800950"),
        ("the safe is, like, 5379", "5379"),
        ("the door code is, ehm, 4253", "4253"),
        // A ship's cabinets and bonded store; a locker's override.
        ("Pharmacy CD cabinet 2621", "2621"),
        ("bond store 84295, ext 2449", "84295"),
        ("gym/spa locker override 2316 (therapists only)", "2316"),
        // A code corrected in the next message, with no name.
        ("Aigul: crew shop store 3490\nAigul: sorry!! 3409 not 3490", "3409"),
        ("crew office = 6260\n.\noops -> 6206", "6206"),
        // An internet voucher.
        ("crew internet voucher 2GB: C3T4-8A7N-N9X2", "C3T4-8A7N-N9X2"),
        ("here voucher ltlko32s (500MB) thanks!", "ltlko32s"),
        // A device's admin and a helpdesk's temporary password.
        ("printer admin MOO234$mango\nuser: admin", "MOO234$mango"),
        ("NVR login admin\nuCfNNyY1hbnCc", "uCfNNyY1hbnCc"),
        ("Resolution: account fdesk2 unlocked, temp pass DOL337+typho (must change)", "DOL337+typho"),
        ("hem ia, POS mgr: 93691 cheers", "93691"),
        // A secret after where-it-is-kept's words.
        ("Password: in Xk9#mq2Lp", "Xk9#mq2Lp"),
        ("Password: stored in Xk9#mq2Lp", "Xk9#mq2Lp"),
        ("Password: guardada en u2Zcz@BL", "u2Zcz@BL"),
        ("Password: salvata in Zfpdt8f4lg (rotate monthly)", "Zfpdt8f4lg"),
        ("Passwort: in hunter2", "hunter2"),
        ("Passwort: in Sommer2024", "Sommer2024"),
        ("Passwort: siehe 4xK9!q", "4xK9!q"),
        // A step's words that are a passphrase, not a how-to's step.
        ("password:\n1. correct horse battery staple", "correct horse battery staple"),
        ("password:\n1. correct horse battery staple\n2. done", "correct horse battery staple"),
        ("Passwort: in\n644*3DrF", "644*3DrF"),
        ("Passwort: siehe Admin123", "Admin123"),
        ("password:\n1. Log in with Xk9pLmQ2", "Xk9pLmQ2"),
        // A voucher in groups of five; a correction's `i meant`; a
        // filler's ellipsis.
        ("voucher: AR746-3DEGE", "AR746-3DEGE"),
        ("sorry i meant 6362", "6362"),
        ("safe code: uh... 0339", "0339"),
        ("TOKEN_WINDOW=Xk9q2LmPz7RtWv", "Xk9q2LmPz7RtWv"),
        // An eSIM's matching ID after its name, no colon.
        ("matching ID jq2x-8ndg-2rax-zq7r", "jq2x-8ndg-2rax-zq7r"),
        // A code after `asset tag` that names no asset before it.
        ("asset tag d0we-vi7s-8c6c", "d0we-vi7s-8c6c"),
        // A NATS credentials file's seed; PubNub's publish key.
        (
            "# ops.creds\n-----BEGIN USER NKEY SEED-----\nSUAJX5AIKNKZUS256ODYF225SWRKZZBX7HPYOGWIYYLQKSRNNQKPRVPHUV\n------END USER NKEY SEED------",
            "SUAJX5AIKNKZUS256ODYF225SWRKZZBX7HPYOGWIYYLQKSRNNQKPRVPHUV",
        ),
        ("新值為 pub-c-afc8d720-c1d3-4009-b367-45fb49628967，請在週五前更新", "pub-c-afc8d720-c1d3-4009-b367-45fb49628967"),
    ]);
}

#[test]
fn a_ships_crews_and_a_satellite_operators_look_alikes_are_kept() {
    kept(&[
        // A meeting's dial-in id, a ticket's number, a price's footnote, a
        // sum, Markdown's bold, a USSD code.
        "meeting ID 3255 603 963 763 — dial-in 0161 496 0766, conf ID 261029#",
        "Ticket #4521 closed",
        "$1299* conditions apply",
        "1200*3 = 3600",
        "**2024** was the year",
        "dial *4412# for your balance",
        // Safes' look-alikes.
        "safe distance: 2500 m",
        "safe to deploy build 48213",
        "Put the cash in the safe\n2024 budget",
        // An apology's numbers that are no code.
        "sorry, 2024 was long",
        "sorry, 48213 is late",
        // A voucher's batch and a discount's.
        "Voucher batch JCKS-192 (50 vouchers) expired",
        "voucher code SUMMER20 gives 20% off",
        // An admin's name, a root's path.
        "admin: j.smith",
        "root /var/www/html",
        "admin panel v2.3.1",
        "root@edge-01:~# cat /etc/machine-id\nb9a1773ec6bd9a79be21e4950052d3c8",
        "root:x:0:0:root:/root:/bin/bash",
        // Where a password is kept, a place's name with its number
        // (small words joined by dashes).
        "Password: in 1Password",
        "password: in vault-prod-2",
        // A keypad's mark among words, after an extension, or on a
        // clock's time; a glob; a phone menu's star code.
        "Price: 3499* (taxes extra)",
        "Crew bar opens 2200*",
        "call ext 1791# for the purser",
        "grep -r \"2024*\" logs",
        "dial *3282 for balance",
        // A promotion's voucher; a public number's correction.
        "voucher: CRUISE2025",
        "Price: 4999*",
        "Population\n4821*",
        "Note: *4806",
        "port = 8080#",
        "Ticket: *4971",
        "PR 4412\nsorry i meant 4421",
        "ticket 4412\nBecky: sorry typo → 4421",
        // A satellite's scene and an inventory's tag.
        "Reprocessed S2B_MSIL2A_20250428T151751_N0510_R073_T39XBP_20250428T227024 (cloud 62%)",
        "Asset BQC-D1-3824 / tag 73QZ-0YLI-NDA8 (inventory sticker)",
        "Sena S2A_MSIL2A_20250110T155039_N0510_R131_T17WHR_20250110T149625 endurunnin, gátsumma 4ff17e0830e82bd6ca01fdd125aa16a9695bb2d01635a0ee6e7b43085e34b9c3.",
        // A how-to's step, a placeholder in a code span.
        "How to rotate the Space-Track password:\n1. Log in at space-track.org\n2. Settings",
        "Add a line `machine urs.earthdata.nasa.gov login <user> password <pass>` and chmod 600 it.",
        // A card's approval code beside its payment; a setting.
        "POS-GW 23:15:49 txn=847604761386 auth_code=B615R6 rrn=842577023791 amount=107.57 USD APPROVED",
        "wifi:\n  - ssid: GUEST\n    auth: portal",
        // A user's name typed before the password field.
        "xdotool type 'purser01'\nxdotool key Tab\nxdotool type \"$PMS_PASS\"",
    ]);
}

#[test]
fn a_film_crews_and_a_genomics_companys_secrets_are_read() {
    hidden(&[
        // A one-time code read out after it was sent or asked for.
        ("[call 18:30] Ollie: it just sent a code to my phone… 170572. Quick before it expires", "170572"),
        ("Priya: ok it's asking for the code\nGaz: it just came through, 850512\nPriya: typing it… yep, in.", "850512"),
        ("IT: it sent a code to your phone\nMarco: yes wait... 080208\nIT: great", "080208"),
        // A temporary password in prose, a keychain's and a disk image's.
        ("Agent note: reset done, temporary password FpRk2M6xoXTK (user must change at next sign-in).", "FpRk2M6xoXTK"),
        ("$ security add-generic-password -a dit -s 'frameio-upload' -w 'TCKZ028.enh' -U", "TCKZ028.enh"),
        ("$ printf 'tidewater dinkie juniper' | hdiutil attach -stdinpass /Volumes/RAID/A081.dmg", "tidewater dinkie juniper"),
        // A login's pair after Russian's word, a social account's handle,
        // Wi-Fi as Russian writes it.
        ("Логин: dit / Harbour@Fresnel77", "Harbour@Fresnel77"),
        ("Publicity: the show's Instagram — @glassorchard_series / LXZY213-grl. 2FA is on the publicist's phone.", "LXZY213-grl"),
        ("☕ catering вайфай: chuckwagon / 98782462 — breakfast till 20:10", "98782462"),
        // A lock's short name in a list's item, in the crew's languages.
        ("Sc 60 / sl 208 / tk 2 · roll A057 · lock 6423 · TC 01:17:21:09 · ch 6", "6423"),
        ("Sound cart box T25 · call 06:40 · zamk 9721 · ch 1", "9721"),
        ("Honeywagon 📍 Koror\nzamok 3782\ncall 08:05", "3782"),
        ("props store замок 4630\nreturns go on the left racking pls", "4630"),
        ("~~ PADL0CK: 4196 ~~", "4196"),
        ("Petty cash float #99 (art dept) → lockbox 538\nenvelope PC-1129", "538"),
        // A code an arrow points from to the place it opens.
        ("9614 ← MU trailer\nay-hay", "9614"),
        ("4743\n^ stage 7 elephant door\n(no o scrivei into gruppo)", "4743"),
        // A gate's code after an arrow or said; a cash box's after `=`.
        ("[25/06/2025, 09:05] Cal: gate unit base → 980647 (code)#", "980647"),
        ("\"hey, so the gate at the unit base is 5409, hash at the end\"", "5409"),
        ("Ollie: accountant cash box = 8376. float £300", "8376"),
        // A padlock's column beside an abbreviated one (`no.`).
        ("| vehicle | no. | padlock | call |\n|---|---|---|---|\n| Props truck | No.16 | — | 13:30 |\n| Genny | #14 | 8778 | 06:20 |", "8778"),
        // Ligurian's and Veps' password words.
        ("login is catarina.post@northernferry.film and the paròlla d'ordine is 20Lantern#02 — please change it", "20Lantern#02"),
        ("sent you the cut via the cloud link, peitsana: Ferry1305Din*", "Ferry1305Din*"),
        // A key a code's comment names over it, in any language.
        ("# Note: this Mixpanel project secret is for testing only\n502da91d78d68dc6e876ddc259efe86b", "502da91d78d68dc6e876ddc259efe86b"),
        ("# टीप: हा Exa API key फक्त चाचणीसाठी आहे\n5a1f04c7-9de7-4d32-9ca5-645d894cbabc", "5a1f04c7-9de7-4d32-9ca5-645d894cbabc"),
        // A key typed into a field its selector's quoted attribute names.
        ("await page.fill('input[name=\"hibp_api_key\"]', '733ef60ed07ce85d0d57acbabcd2edb9');", "733ef60ed07ce85d0d57acbabcd2edb9"),
        // A secret key still read beside a publishable one's label, and a
        // key id under a chat's line that names it.
        ("Salut, uite private_key_id pentru weather-graphics:\nGCP_PRIVATE_KEY_ID=7c191f55a2322db27c553c2617d155a997401910", "7c191f55a2322db27c553c2617d155a997401910"),
        // The attack's: a webhook's key signed with and no user's id after
        // it, gpg named elsewhere or inside another word; a label's value
        // of four letters; a lock's code before a spaced dash; a lock's
        // emoji and a place's marked code; what to type after a
        // temporary one was set.
        ("GitHub webhook payloads are signed with the key 3f9a0c1e2d4b5a6978877665544332211aabbccd (HMAC-SHA1). Release tarballs use GPG.", "3f9a0c1e2d4b5a6978877665544332211aabbccd"),
        ("signed with key 3f9a0c1e2d4b5a6978877665544332211aabbccd\nupgrade the pgpool config", "3f9a0c1e2d4b5a6978877665544332211aabbccd"),
        ("password: GATTACAGATTACAGATTACA", "GATTACAGATTACAGATTACA"),
        ("lockbox 4960 - spare", "4960"),
        ("[Sticker]\n🔐 4499# 🔐\nspa stockroom", "4499"),
        ("hey cabin A1361, muster G6, laundry office 3011#, ext 6843", "3011"),
        ("Сайн байна\nspa stockroom 🍻 *7876", "7876"),
        ("signed with the key 66D1A2B3C4D5E6F708192A3B4C5D6E7F8091CD41 <a@b> — no pgp here, this is the api key", "66D1A2B3C4D5E6F708192A3B4C5D6E7F8091CD41"),
        ("aws key ACCAAGTGCCCTCAAGCCTG", "ACCAAGTGCCCTCAAGCCTG"),
        ("bike lock 10986", "10986"),
        // A speaker's filler and its pause after `is`.
        ("Voice memo: ok so the webhook signing secret is, um, ae28278a97df2c57f3fd6817994e94b70376a1db — yeah all one string", "ae28278a97df2c57f3fd6817994e94b70376a1db"),
        ("the password is, uh, Xk9mq2Lp7 ok", "Xk9mq2Lp7"),
        // Fullwidth forms, whose comma the view reads as `、`.
        ("ｔｈｅ ｇａｔｅ ａｔ ｔｈｅ ｕｎｉｔ ｂａｓｅ ｉｓ ５４０９， ｈａｓｈ ａｔ ｔｈｅ ｅｎｄ", "５４０９"),
        ("ｃｒｅｗ ｇｙｍ ７０２２４＃， ｅｘｔ ５３５４", "７０２２４"),
        ("IT Officer: I've set a temporary one. Type exactly: Swwuzk7Y0R\nArjun: Swwuzk7Y0R... ok", "Swwuzk7Y0R"),
        ("Hou door at 13/108 SB: 76620", "76620"),
        ("[walkie ch 4] gate is fife tree fower niner, how copy?", "fife tree fower niner"),
    ]);
}

#[test]
fn a_film_crews_and_a_genomics_companys_look_alikes_are_kept() {
    kept(&[
        // A code's look-alike after a code was sent: an extension.
        "it sent a code to ext 7163",
        "they sent a new code to room 4412, came through",
        // A lock's look-alikes: a screen's, a key's, a year, a castle's
        // year, digits more words follow.
        "screen lock 300 |",
        "auto-lock 600\n",
        "lock 2024 ·",
        "Замок 1869 года постройки",
        "lock 4521 revisions ago",
        // An arrow from a number to no place a code locks; a clock's time
        // pointing at a trailer.
        "4521 ← ticket number",
        "0800 ← honeywagon call",
        // A gate's flight, a door's measure.
        "Gate for flight BA117: 1445",
        "the door is 1200 mm wide",
        // A variant in HGVS notation, a release's gpg fingerprint, DNA.
        "Tier I variant: EGFR NM_006218.4 chr7:g.55259515T>G (p.Arg132His), rs113488022, VAF 0.2071.",
        "Release artifacts are signed with key dcd56cf15575cb46cb7fccde22f91fef74790a6e (reports@novahelix.bio). Verify with gpg --verify.",
        ">TP53_amplicon_3868 primer-trimmed\nAACGCAACAGCACCCGACGTTCTCGGCGTTAGTGTTCATCCCTTACGATGTAGGCATAGTGGGTGCGCGACTTCGTAGAGGGCAGAGGAT\nCTGCCCCAGGACGTTAGCCTCGCCACACCACCCGATTTAGGCCCGGCCTCGAGTGTCCAACCAACATGCTCTTAAAGCGCTGATTGAGGA",
        // A publishable key under its label; a comment over a call.
        "Frontend config (publishable key, safe in the browser):\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51dwDR1yTE91Gxx5gU8O8xrBwxp46JHDDfrfd1z30FyDuy2ha1ZXbLOsxOJE7EUiQQaKUcEX3po9wcbUzwNFjXD9T8olA8U70e",
        "# rotate the API key monthly\nprint(api_key_value_v2)",
        "# the API key fingerprint\n5a1f04c7-9de7-4d32-9ca5-645d894cbabc",
        "# .env.example\nSTRIPE_SECRET_KEY=<your-api-key>\nGDS_OFFICE_ID=BKKTQ3186",
        "# rotate the API key\nsee below\n5a1f04c7-9de7-4d32-9ca5-645d894cbabc",
        // A field for a key's name.
        "page.fill('input[name=\"api_key_name\"]', 'my-first-key')",
        // The attack's: a castle's year, a canal's locks, a number of or
        // for a place, digits more words follow after a code was sent, a
        // footnote's star after a room's price, a year beside a lock's
        // emoji.
        "zamek 1880, odbudowany",
        "lock 418, 294 and 301 are on the Rochdale",
        "lock 364 (Caen Hill), 26 locks to go",
        "3888 ← miles on the truck",
        "4536\n^ number of lockers",
        "they sent me a code wait, 4709 steps later I gave up",
        "Conference room 2500* (see terms)",
        "van 3500*, excl. VAT",
        "lab 3000*",
        "cabinet 3500* ⚠",
        "🔒 2024 🔒",
        // The re-attack's: a database's lock, a handle's pair of a year
        // or another handle.
        "row lock 39345; retrying",
        "acquire lock 4530!",
        "Instagram — @dana / 2024",
        "Instagram — @dana / @dana2",
        // A filler with no pause, and a word after one.
        "the password is so easy to guess",
        "the key is, well, public anyway",
        "the secret is, well, nobody knows",
        "the api key is, ok, rotated now",
    ]);
}

#[test]
fn a_wine_estates_and_an_ad_tech_companys_secrets_are_read() {
    hidden(&[
        // A speaker's filler after another language's copula.
        ("Das Passwort ist, äh, Trauben!Lese42", "Trauben!Lese42"),
        ("la contraseña es, eh, Vendimia_2931x", "Vendimia_2931x"),
        ("het wachtwoord is, eh, Druif#Oogst77", "Druif#Oogst77"),
        // A key under a comment in SQL's, INI's, TeX's and batch's words.
        ("-- Note: this Mixpanel project secret is for testing only\n3f9a8c7d6e5b4a39281706f5e4d3c2b1", "3f9a8c7d6e5b4a39281706f5e4d3c2b1"),
        ("; the Mixpanel project secret for staging\n3f9a8c7d6e5b4a39281706f5e4d3c2b1", "3f9a8c7d6e5b4a39281706f5e4d3c2b1"),
        ("REM the Mixpanel project secret for staging\n3f9a8c7d6e5b4a39281706f5e4d3c2b1", "3f9a8c7d6e5b4a39281706f5e4d3c2b1"),
        // (A client's and a request's secret are still secrets.)
        ("-- OAuth client secret for staging\nAb3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z", "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z"),
        ("# request signing key\n3f9a8c7d6e5b4a39281706f5e4d3c2b1", "3f9a8c7d6e5b4a39281706f5e4d3c2b1"),
        // A social account's short name.
        ("Insta — @chateau_x / Cepage!Nuit93", "Cepage!Nuit93"),
        // A code announced, then sent alone with an emoji.
        ("[06:06] Ixchel: código nuevo bodega desde el lunes\n6:41 PM Ixchel: 138865 ✅\n[05:46] Kenia: ok", "138865"),
        // A PIN reset by someone, a few words after its name.
        ("Note: supervisor/admin PIN on the card terminal reset by the bank to 069273. Refund menu works again.", "069273"),
        // A safe's turns after each number or spaced from it.
        ("Аслан: сейф 35R-33L-44R — киши бла юлешме 🍷", "35R-33L-44R"),
        ("Tránsito: caja fuerte R 22 L 83 R 96 — upla kumi ra ai sip apia 😅", "R 22 L 83 R 96"),
        ("Sara: casafôrta 64R-99L-58R — an dèrel a nisûn", "64R-99L-58R"),
        // A padlock's spaced pairs, its dials set, a safe's pairs pointed at.
        ("Awright Tom,\npadlock (bonded warehouse, cage 2): 13 - 08 - 20\nSpin it off after you close.", "13 - 08 - 20"),
        ("[photo] padlock on tractor shed door, dials set to 2775 (that's the opening position)", "2775"),
        ("post-it on monitor (photo): SAFE 27 - 15 - 29 ← Priya", "27 - 15 - 29"),
        // A lock's short name before a lock's emoji; Lombard's padlock.
        ("labo fridge (yeast + enzymes) cadenas 9430 🔒", "9430"),
        ("cisterna gasolio luchett: 3150", "3150"),
        // Scots' and Hawaiian's password, Emilian's and Hawaiian's code.
        ("Filler HMI level 3 (maintenance) passwird: Op655#L", "Op655#L"),
        ("weighbridge PC (WeighPro)\nuser: bascula\nʻōlelo huna: 6BBGAoYAs6\nprint tickets", "6BBGAoYAs6"),
        ("Ciao, il camion è al cancello, còdiz 849184, chiudete dietro di voi", "849184"),
        ("tractor shed helu huna 49557, I gave it to the driver", "49557"),
        // An intercom's button, then the code.
        ("Leith bond intercom: press 1, then 55943. Goods-in closes 15:30.", "55943"),
        // (Fullwidth, as the view reads its comma: `、`.)
        ("Ｌｅｉｔｈ ｂｏｎｄ ｉｎｔｅｒｃｏｍ： ｐｒｅｓｓ １， ｔｈｅｎ ５５９４３．", "５５９４３"),
        ("ｓｅｎｔ ｍｅ ｔｈｅ ｃｏｄｅ， ３１８５７５， ｔｙｐｅ ｉｔ", "３１８５７５"),
        // A shop's tablet, a till's login, a till's list.
        ("iPad (caisse) → 192974", "192974"),
        ("Ne y yibeoogo, iPad for the caisse: 290244 🍇", "290244"),
        ("Gloire – caisse login 6556", "6556"),
        ("caisse: Kévin = 9655", "9655"),
        // A one-time code between commas, or after who sent it.
        ("Dan: quick, the export portal sent me the code, 318575, type it", "318575"),
        ("Dan: code from the bank 176 297 – tóhsa sháka ne'e", "176 297"),
        ("Dan: code from the bank 176 297 –", "176 297"),
        ("safe: 78 20 69 ← home", "78 20 69"),
        // Portainer's and Courier's tokens.
        ("[13:30] chloe: try this one ptr_vcdiEfZ8xHQHX6bb0LB2MXEcsIMXm+6SvqvhlMNHjDb=", "ptr_vcdiEfZ8xHQHX6bb0LB2MXEcsIMXm+6SvqvhlMNHjDb="),
        ("pasted by mistake in #it-helpdesk: pk_prod_CXALYCWLNNMJJGVITHHRUNJASMGH", "pk_prod_CXALYCWLNNMJJGVITHHRUNJASMGH"),
        // A runbook's check of a key.
        ("3. The API key should be `ea6a0ec11307c842` — if it differs, page #sec-ops.", "ea6a0ec11307c842"),
        // Couchbase's authenticator, Apple's header set before its name,
        // `--key` alone before a long random run.
        ("cluster = Cluster('couchbases://cb', ClusterOptions(PasswordAuthenticator('etl', '6DdoS1uSv6WrDXyxQ2')))", "6DdoS1uSv6WrDXyxQ2"),
        ("[request setValue:@\"%DWM%BxWgj32Bx_25Le\" forHTTPHeaderField:@\"X-SB-Signing-Secret\"];", "%DWM%BxWgj32Bx_25Le"),
        ("$ better-stack auth --key aCajoDWKQazON1QfIRbyhIJk", "aCajoDWKQazON1QfIRbyhIJk"),
    ]);
}

#[test]
fn a_wine_estates_and_an_ad_tech_companys_look_alikes_are_kept() {
    kept(&[
        // A filler, then words.
        "das Passwort ist, äh, nicht so wichtig",
        // A table's bars.
        "| Login | Status |\n| admin | active |",
        "login page | docs | FAQ-2024 | v2.4.1",
        // The attack's: `--key` before a name or a UUID, a comment that
        // names a cache's, a public, a digest's or an example's key, a
        // header that is no secret's, sizes and speeds after a lock's or
        // a safe's word, a price in a till's list, a public code's
        // change, Lombard's codes read without their accent.
        "tool --key my-production-key-name",
        "aws kms encrypt --key f3e2d1c0-b9a8-4765-8432-10fedcba9876",
        "-- cache key\n2af199b6bbc0440a4ac48ecadf395608",
        "-- key: sha1 of the migration\nacafe9bf2af199b6bbc0440a4ac48ecadf395608",
        "/* key frame index */\nc1e75f592af199b6bbc0440a4ac48eca",
        "request.setValue(\"application/json\", forHTTPHeaderField: \"X-Api-Version\")",
        "padlock sizes 30 - 40 - 50 mm",
        "safe speed 30 - 50 - 70",
        "caisse: Kévin = 1500 €",
        "HS code changed to 851712",
        "Postal code of the branch changed to 75008",
        "codes 2024 release",
        // A year after an intercom's button or a till's login; a PIN's
        // expiry; a keyboard's key that should be pressed.
        "intercom: press 9, then 2024",
        "caisse login 2024",
        "the PIN expiry on the device reset by the admin to 8080",
        "The key should be `Escape`",
        // A price or a year after an announced code.
        "[06:06] Ixchel: new code cellar door from Monday\n[06:41] Ixchel: 1380 € 🎉",
        "[06:06] Ixchel: new code cellar door from Monday\n[06:41] Ixchel: 2024 🎉",
        // A length's or a policy's reset.
        "PIN length changed to 6 digits",
        // Spaced numbers after a safe's word, not a combination's.
        "safe mode 10 - 20 - 30 minutes",
        "padlock: 12 pieces in stock",
        // A tablet's size or year; a till's total.
        "iPad: 256 GB",
        "iPad: 2019 model",
        "till: total = 4500",
        // An intercom's two buttons.
        "intercom: press 2, then 2 again for reception",
        // An ad slot's id; a clean room's join; a store's path.
        "pbjs.addAdUnits([{\n  code: 'div-gpt-ad-1614601712569-0',\n  mediaTypes: { banner: { sizes: [[300, 250]] } },",
        "join key: hem_sha256 (SHA-256 of lowercased email)",
        "remoteRef: {key: kv/ctr-model, property: api_key}",
        "      remoteRef:\n        key: kv/ctr-model\n        property: api_key",
        // A header that names no secret; `--key` before a path or an id.
        "request.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")",
        "openssl req --key server.key",
        "gpg --key ABCDEF0123456789",
        // A runbook's should-be that is no value.
        "the token should be rotated every 90 days",
        "the API key should be `YOUR_API_KEY`",
    ]);
}

#[test]
fn a_mining_groups_and_a_ride_hailing_platforms_secrets_are_read() {
    hidden(&[
        // A code struck out and its new one, after a code's or a door's
        // name; both go.
        ("magazine padlock code: ~~2619~~ 1642 07:32 ✓✓", "1642"),
        ("magazine padlock code: ~~2619~~ 1642 07:32 ✓✓", "2619"),
        ("ворота: ~~9230~~ 57237 с понедельника", "57237"),
        ("Gate code: <del>0661</del> ➜ 3126192", "3126192"),
        ("core shed padlock code: ~~600~~ 9099", "9099"),
        // An alarm's column.
        ("<table><tr><th>site</th><th>сигнализация</th></tr>\n<tr><td>Дербентское отделение</td><td>—</td></tr>\n<tr><td>estate house</td><td>3611</td></tr></table>", "3611"),
        ("| site | alarma |\n|---|---|\n| bodega | 999547 |", "999547"),
        // A hand-over's list of places and their codes.
        ("Hand-over – departing cellar master\n1. Tank sheets: shared drive\n2. Chemical store: *mau!461M\n3. Excise book: in the envelope", "*mau!461M"),
        ("Hand-over\n1. Lab: YXfy7QNlKO\n2. Forklift keys: hook in the shed", "YXfy7QNlKO"),
        // A Wi-Fi key under its network's line, after where and when it
        // is, in other scripts, of digits, strewn letters or words.
        ("cottage welcome book, p.2\nWi-Fi: Larreche-Cottage-6\nkey: 5243361366\nBins on Thursday", "5243361366"),
        ("[03/09/24 09:53] Lemayian: WiFi ya block G (shift ya usiku): cay99hpubvxb", "cay99hpubvxb"),
        ("ब्लक E या वाइफाइ (चान्हय्या सिफ्ट): jdhur2azw8ck (SMS 18:22)", "jdhur2azw8ck"),
        ("ব্লক H ওয়াইফাই (রাইতর শিফট): Baadal@21", "Baadal@21"),
        ("3/12/24, 12:50 - Deng: WiFi de block A (night shift): 0410871804", "0410871804"),
        ("Wifi blok G shift malam: lucky harimau hujan 📶 (yang siang alun diganti)", "lucky harimau hujan"),
        ("Reception notice: Wi-Fi for Block G this rotation is \"magnet ranger ridge camp 6\". Max 2 devices per person.", "magnet ranger ridge camp 6"),
        ("Wifi mess blok A: kancil.basalt.gunung.sambal.75 — keu shift malam", "kancil.basalt.gunung.sambal.75"),
        // A keypad's and a code's keys in JSON and YAML.
        ("{\"site\": \"press house\", \"access\": {\"keypad\": \"56858\"}, \"updated\": \"2024-08-10\"}", "56858"),
        ("{\"site\": \"cellar\", \"access\": {\"codigo\": \"eOm833ePCJQW0\"}}", "eOm833ePCJQW0"),
        ("access:\n  keypad: \"!b4rk4806B\"", "!b4rk4806B"),
        // A dial's slashes no date has; combination words.
        ("Kombinasi gembok koper di kantor payroll: 21/23/04. Eda ngorahin ke sopir.", "21/23/04"),
        ("Kombinesheni ya kasha la pesa mess: 77-21-56.", "77-21-56"),
        ("क्यास बाकसया ताःचाया कम्बिनेसन 36/16/25। 02:03 ✓✓", "36/16/25"),
        // A unit's number among a PIN's words; a code for a lab's sample
        // room; a new code after a lock's reset.
        ("12:35 <Majok> Fuel card PIN de bowser #3: 8181.", "8181"),
        ("In code sin pinto ng sample prep bihaun: 63139.", "63139"),
        ("heads up — mag bottom lock reset after the audit, new code 6762. Other lock is keyed", "6762"),
        // A fleet system's supervisor override; an override just used.
        ("FMS सुपरवाइजर ओवरराइड HT77 आस्तै: 09645 (सिर्फ इस शिफ्ट)", "09645"),
        ("حمل جان: FMS سپروائزر اوور رائیڈ LHD19: 378717 — sent from my phone", "378717"),
        ("EX22 tablet froze on 'Waiting for load'. Override 64705 cleared it.", "64705"),
        // Sidamo's password; spoken Indonesian digits; door words.
        ("tablette FMS pasiwordi: Mvua77$Ph Xa soorre", "Mvua77$Ph"),
        ("voice note: pintu mess blok G ... kode satu dua nol delapan ... ok?", "satu dua nol delapan"),
        ("ворота: 4774", "4774"),
        // A URL's password with `?` before a bare host; SSH2's armour;
        // DigitalOcean Spaces' key id; a PAT; a run-together secret key.
        ("engine = create_engine(\"postgresql+psycopg2://fms_app:BenchRover71?@assay-lims01/payroll\")", "BenchRover71?"),
        ("$ cat fleet-sftp.key\n---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: \"fleet-sftp\"\nxeRzF9KmLAsdE2OPJyVmUaEzO0vV5flxFUMXWPDDcER+vefhbHIOAnPFjn+C3HnJ\n---- END SSH2 ENCRYPTED PRIVATE KEY ----", "BEGIN SSH2 ENCRYPTED"),
        ("$ vault kv get secret/kyc\nspaces_access_key_id DO00TMV4B0E5FURWVEDI", "DO00TMV4B0E5FURWVEDI"),
        ("CLARIFAI_PAT=f2e0db2f600f3da882dc48a86f8dd30e", "f2e0db2f600f3da882dc48a86f8dd30e"),
        ("{ \"Trolley\": { \"Trolleysecretkey\": \"bf9c145d22dfa9e32e1c238f6ae5a6a04c85fc53\" } }", "bf9c145d22dfa9e32e1c238f6ae5a6a04c85fc53"),
        // A label's variable in brackets before its value.
        ("Teleport join token (TELEPORT_JOIN_TOKEN): 7c1d283f212208324cf4cee1d41b25d3 ok?", "7c1d283f212208324cf4cee1d41b25d3"),
        // A CSV's variable and its value.
        ("service,provider,env_var,value,owner\ndriver-onboarding,Raygun API key,RAYGUN_API_KEY,MRjMQpnWsMoPHkisUKI865,tomás", "MRjMQpnWsMoPHkisUKI865"),
    ]);
}

#[test]
fn a_mining_groups_and_a_ride_hailing_platforms_look_alikes_are_kept() {
    kept(&[
        // Struck-out prices, counts, public codes; a label that is no
        // code's name.
        "price: ~~1489~~ 2706",
        "rows: ~~406~~ 4842",
        "status code: ~~7154~~ 7644",
        "код товара: ~~6713~~ 2221",
        "code lines: ~~8358~~ 3284",
        "released ~~2023~~ 2024",
        // An alarm's times, an alarm's id column.
        "| Day | Alarm |\n|---|---|\n| Mon | 0630 |\n| Tue | 0645 |",
        "alarm_id,ts\n5893,9775\n9775,5893",
        // A hand-over's ordinary items and its network's name.
        "Hand-over\n1. Tank 4: T-114\n2. Printer: HP-4050\n3. Build: v2.4.1-rc1\n4. Wi-Fi: FE-Camp-E1",
        // Networks' names and notes.
        "Wi-Fi: FE-Camp-E1",
        "Free WiFi: KingsVIP\nNo password needed",
        "Wi-Fi: down since morning",
        "wifi: ask at the front desk",
        "WiFi support: 0410871804",
        "WiFi (guest): 20240612",
        // A catalogue's numbers and a year under a code's key.
        "{\"name\": \"Keypad battery\", \"koodi\": \"SKU-4009\"}",
        "{\"price\": 49.9, \"codice\": \"EAN184958370563\"}",
        "{\"keypad\": \"2006\", \"lock\": \"model year\"}",
        // Dates and tallies in slashes.
        "padlock (ordered): 12/03/24",
        "Best combination (wins/draws/losses): 15/36/37",
        "Kombination aus 45/40/54 Prozent",
        // `code sample:`, a reset's request, SSH2's armour in a sentence.
        "code sample: 2551",
        "PIN reset requested for badge 48213",
        "the file starts with ---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ---- and ends with ---- END",
        // A bracketed variable that names no secret, or a reference.
        "Region (AWS_REGION): eu-west-1",
        "Token (GITHUB_TOKEN): ${{ secrets.GITHUB_TOKEN }}",
        // A name under a PAT's key; a barrier's weight.
        "NAME_PAT=Patrick O Brien",
        "Barrier: 50000 (max weight)",
        // Ids: a kind's ULID, WhatsApp's message id, a queue message's key.
        "[07:43] Рустам: ID-и сафар барои шикоят: trp_ZQWG3REFTCGF01GG83ZDE1XPDG",
        "[20:32] Cian: Aitheantas an turais don ghearán: trp_ABKVXQ7DWW2ZDVB524CJF527GA",
        "delivery status=DELIVERED msg_id=wamid.TcFGzgNtoT57tEjPkBLHamsAIs_MrgJ3LeWJGxAD",
        "consumer-group eta-features topic trips.v2 partition 10 offset 57783908 lag 1415 key=40N95F7RWVS666621PYCN33H15",
        // UID2's advertising token and ID5's user id: a user's ids.
        "advertising_token: A4AAAAp6513TrfTGpCWtgTmCflnmvIXmZw+Rq4P/PHR1DR+XsTusTNhTkCCxCY7KicyHwowVTawbVcsY4NzJSO/NpobwpF1qzQ2chBUhcvPZZXVLy3+3==",
        "ID5 ID: ID5*IaDpyEgJbHNx1TfWbxpFO_iVOzZVtVW_QYtNIdIcmDNk3XF4MTl1_TNtxw2F",
    ]);
}

#[test]
fn a_water_contractors_and_a_container_lines_secrets_are_read() {
    hidden(&[
        // A password with a symbol, all of a line's value after a system's
        // name: an access card's, a checklist's, a hand-over's lines.
        ("Site info\nAccess:\n  LIMS: Pelican@4455\n  call: +1 902 436 1783", "Pelican@4455"),
        ("# Bethel WTP\n# SCADA VPN: *ceiba708S\n$ ping -c 2 10.2.102.172", "*ceiba708S"),
        ("SITE ACCESS CARD\nSCADA VPN ............ R@ven03!\nUpdated 16/06/2024", "R@ven03!"),
        ("☐ HMI-PC Windows (operator) set: #beluga147W\n☐ witness: Olu", "#beluga147W"),
        ("☐ 4G router admin set: Ap$ny09%\n☐ witness: Ilze", "Ap$ny09%"),
        ("PTW system (temp) = Vesi!Ops86\nSandeep", "Vesi!Ops86"),
        ("- PTW system (temp): %tura603Y", "%tura603Y"),
        ("☑ Portátil oficina :  Husky.heron5652$ (temp)", "Husky.heron5652$"),
        // A door's, a hatch's or a keypad's code right after its name and
        // colon, a clock's time though it reads; in backticks; after a
        // leader's dots.
        ("Access:\n  water kiosk door: 1241\n  call: +1 902 436 1783", "1241"),
        ("- pumping station door: `3165`\n- call: +371 2 663 2105", "3165"),
        ("SITE ACCESS CARD\ngate keypad ............ 4368\nUpdated 2025-09-19", "4368"),
        ("reservoir hatch: 9148", "9148"),
        ("trappe du réservoir: 6689", "6689"),
        // A door's name in Burmese, Hindi, Adyghe and Abkhaz.
        ("ဆေးထည့်ခန်း တံခါး: 8888", "8888"),
        ("पंप स्टेशन दरवाज़ा: 5923", "5923"),
        ("насосная станция ашә: 8099", "8099"),
        // An alarm's panel, and where it is.
        ("alarm panel (pumping station): 5237", "5237"),
        ("alarm panel: 5237", "5237"),
        // A coin box's and a padlock's names in more languages.
        ("hlora noliktava (piekaramā slēdzene): 11/36/22", "11/36/22"),
        ("caja de monedas: 3795", "3795"),
        // A Wi-Fi network's name, then its key after a colon; OpenWrt's
        // wireless configuration.
        ("• Wi-Fi FGWater-Res2: Husky7694ustupu", "Husky7694ustupu"),
        ("- Wi-Fi FG-Depot-Ops: PuffinValve-400", "PuffinValve-400"),
        ("config wifi-iface 'default_radio0'\n\toption ssid 'FG_Kiosk_Guest'\n\toption encryption 'psk2'\n\toption key 'AjcfmXRrpgyPEtXH'", "AjcfmXRrpgyPEtXH"),
        // Digits spoken in Russian end where a Cyrillic word does.
        ("код: один два три четыре", "один два три четыре"),
        // A hand-over in more languages, its items after a dash.
        ("Předání směny – odcházející vedoucí\n1. Sklad chemikálií: Kv3t!na88", "Kv3t!na88"),
        ("Serah terima shift malam\n- Gudang klorin: Bd8#kLq2\n- Pompa 3: P-301", "Bd8#kLq2"),
        ("引き継ぎメモ\n1. 薬品庫: mau!461M\n2. 共有ドライブ: T-114", "mau!461M"),
        // Flags a variable holds for a program; Pulumi's secret config.
        ("JAVA_OPTS=\"-Djavax.net.ssl.keyStore=/etc/edi/as2.p12 -Djavax.net.ssl.keyStorePassword=Falc0n.200455 -Xmx2g\"", "Falc0n.200455"),
        ("opts='-Dapp.password=Falc0n.200455'", "Falc0n.200455"),
        ("$ pulumi config set --secret edi-stack:transfixApiKey 97acf998184b83894c17653c6b50c8d0", "97acf998184b83894c17653c6b50c8d0"),
        // A field found by a key's label; DevCycle's and Agora's.
        ("await page.getByLabel('Traxens key').fill('91dc0157-4eab-4683-b28b-da0c3e0a6448');", "91dc0157-4eab-4683-b28b-da0c3e0a6448"),
        ("define('DVC_SERVER_SDK_KEY', 'dvc_server_e7498a13-c374-44a9-bd77-fea3bc6e0a0a_14f859c');", "dvc_server_e7498a13-c374-44a9-bd77-fea3bc6e0a0a_14f859c"),
        ("env { AGORA_APP_CERTIFICATE = \"22b3efbc560e97ddcc14c7f3e48b56b1\" }", "22b3efbc560e97ddcc14c7f3e48b56b1"),
    ]);
}

#[test]
fn a_water_contractors_and_a_container_lines_look_alikes_are_kept() {
    kept(&[
        // A label's value with a symbol that is a handle, a variable, an
        // address, a share, a mask or public.
        "Twitter: @FGWater2025",
        "Tags: #Water2025",
        "User: mike@srv01",
        "Email: ops2@fg.com",
        "Var: $DB_PASS1",
        "Path: %APPDATA2%",
        "Progress: step3 at 80%",
        "Twitch stream key: live_221779630_************************ (hidden)",
        "partner.api_key = ****6LmH",
        "Request ID: Kx8#vB2n",
        "Note: call me@5pm",
        // A door's times with words between, a plural's, a year; an alarm
        // battery's level; a count after a hatch.
        "Doors: 1930",
        "Door for lunch: 1230",
        "Door: 2019",
        "Alarm battery level: 3200",
        "alarm panel model: 5237",
        "hatch: 3 open",
        // A Wi-Fi's state, its standard, a network's name with no key.
        "Wi-Fi status: connected-2",
        "Wi-Fi 6E: 6GHz-band",
        "Wi-Fi Guest-5G: ask reception",
        "Wi-Fi AP-3: WPA2-Personal",
        "Wi-Fi HQ_Main: 10.0.20.0/24",
        "Wi-Fi HQ_Main: Floor-3_East",
        "Wi-Fi Corp_Net: Disconnected-2x",
        "Result: passed!x2",
        "LPA:1$rsp.example.com$ACTIVATION-CODE",
        "Ref: RFC7231#section-6",
        "Discount: 20%off2x",
        "await page.getByLabel('Secret question').fill('What is your pet name');",
        "JAVA_OPTS=\"-Dapp.secretsManager.region=us-east-1\"",
        // A variable's flags with no secret; a plain Pulumi config value.
        "JAVA_OPTS=\"-Xmx2g -Dfile.encoding=UTF-8\"",
        "pulumi config set aws:region eu-west-1",
        // A name in a CSV that a Latvian hatch's word would read.
        "crew_id,name,rank,cabin,lifeboat\n15488735,Luka,Steward,1202,13",
        // An identity graph's advertising ids.
        "hem_sha256,uid2_seen,first_seen\n0258352eb22b22f1a9d8274d344809ffcb78674bc2504e3da1b29467a7844279,A4AAABhV2Kq9mRtbUhj6jJkXqBzqXw5ZtD3kZsHp1xK8vWnTfRcYqLmP0oNs,2025-03-10",
    ]);
}

#[test]
fn an_observing_networks_and_a_proptech_groups_secrets_are_read() {
    hidden(&[
        // A CloudFormation parameter marked `NoEcho`, its `Default` after
        // it or before it, in YAML or JSON.
        ("Parameters:\n  Urlscanapikey:\n    Type: String\n    NoEcho: true\n    Default: 111d5976-f73b-45d3-a8c6-dddc0b02b533\nPlease don't paste it.", "111d5976-f73b-45d3-a8c6-dddc0b02b533"),
        ("Parameters:\n  DbPassword:\n    Default: Xk29fhQ82hdk\n    Type: String\n    NoEcho: \"true\"", "Xk29fhQ82hdk"),
        ("{\"DbPassword\": {\"Type\": \"String\", \"NoEcho\": \"true\", \"MinLength\": 8, \"Default\": \"UqdkqIMUuV1dvTvpWZWM\"}}", "UqdkqIMUuV1dvTvpWZWM"),
        // A Gradle build's config field named as a secret.
        ("android {\n  defaultConfig {\n    buildConfigField \"String\", \"SIGNNOW_CLIENT_SECRET\", '\"8489b0cab2db7eb8362c5d26f8962205\"'\n  }\n}", "8489b0cab2db7eb8362c5d26f8962205"),
        ("buildConfigField(\"String\", \"HUBITAT_TOKEN\", \"\\\"cf4a49f6-e29e-45cf-84d6-e6770d81ab09\\\"\")", "cf4a49f6-e29e-45cf-84d6-e6770d81ab09"),
        // A Java system property named by its last part.
        ("java -Dclient_secret=Xk29fhQ82hdk3Ls0 -jar app.jar", "Xk29fhQ82hdk3Ls0"),
        ("mvn -Dclient.secret=Xk29fhQ82hdk3Ls0 package", "Xk29fhQ82hdk3Ls0"),
        // A form's leader dots after a key's label; a key named for the
        // system it opens, above a rule line; a key's label with a `+`
        // and a note in brackets.
        ("MAGENTO SETTINGS\nAPI Key .... dlpca887fepyosst3se1gcjc6lsb4hfa\nStatus: Active", "dlpca887fepyosst3se1gcjc6lsb4hfa"),
        ("Key for Cronitor\n----------------\na68ed32f4fbb2999d2cde86c25432dad\n----------------\nPaste it, then delete this note.", "a68ed32f4fbb2999d2cde86c25432dad"),
        ("Key for Gotify\n----\nAlhaRFGaL1w-g6o", "AlhaRFGaL1w-g6o"),
        ("Wire up Mailgun webhook signing key in access-gateway\n\nkey for staging+prod (same for now): `1cf0021cf32c14d895bdeafefab27eed`", "1cf0021cf32c14d895bdeafefab27eed"),
        // A lock's cloud's access code.
        ("curl -X POST https://connect.getseam.com/access_codes/create \\\n  -d '{\"device_id\": \"38f3d9ca\", \"name\": \"Flat 33 move-in\", \"code\": \"905812\"}'", "905812"),
        // A hatch's padlock's dials, and how long a code holds.
        ("Kaselehlie maing, seismometer bunker hatch: 32-29-01 (kih?) mwahu", "32-29-01"),
        ("Remember: seismometer bunker hatch is 30-81-10 until the chief changes it.", "30-81-10"),
        ("Seismometer bunker hatch: dial R28 L06 R15 then pull hard.", "R28 L06 R15"),
        ("Hi all, the radar tower door is now 62378 as of today.", "62378"),
        ("Remember: balloon-filling room alarm is 4438 until the chief changes it.", "4438"),
        ("2391 ← seismometer bunker hatch (code) Olga", "2391"),
        // A backup code of small letters; an old code struck out after
        // what it opens, its place after a preposition.
        ("boîte mail des observateurs — backup code xsoy-blmn (ma si ci boro kulu se)", "xsoy-blmn"),
        ("keypad ya stoo ya hidrojeni: ~~94497~~ 37667 (nenosiri mpya 25/04/2026)", "37667"),
        ("porte de la tour radar: ~~07056~~ 15688 (lamba sabuwa 02/09/2026)", "15688"),
        // A password's spaced `=` after a note's `new`; a Wi-Fi key of
        // long capitals.
        ("Casadei: A l'ò sistemè. password nôv = pbBbMwXh8JzLpE", "pbBbMwXh8JzLpE"),
        ("Wi-Fi OBS-Kolka2: VCBQCYXQYGHAZQ0N", "VCBQCYXQYGHAZQ0N"),
        // An alarm and the room it guards; a note in brackets after a
        // passphrase's label above it.
        ("O ciò, bonghjornu ! alarme salle de gonflage: 5286 ✱ H₂", "5286"),
        ("Moni, alarme da sala de enchimento: 6336", "6336"),
        ("disk encryption passphrase (Taymyr kit):\nbanjo_lantern_yonder_harbor\nKeep this card.", "banjo_lantern_yonder_harbor"),
        // What an incident's write-up says leaked.
        ("INC-8438 postmortem\nLeaked value: 6af490d2-736e-4ca1-a790-a24eb7c27444\nStatus: revoked", "6af490d2-736e-4ca1-a790-a24eb7c27444"),
    ]);
}

#[test]
fn an_observing_networks_and_a_proptech_groups_look_alikes_are_kept() {
    kept(&[
        // An S3 backend's object key, a hash format's placeholders, an
        // industry's classification.
        "terraform {\n  backend \"s3\" {\n    bucket         = \"keystead-tfstate-628671\"\n    key            = \"prod/it-ops.tfstate\"\n    dynamodb_table = \"tf-locks\"\n  }\n}",
        "Hash format reference (no real hashes): bcrypt looks like $2b$<cost>$<22-char salt><31-char hash>; argon2id starts with $argon2id$v=19$.",
        "Company SIC code 68209 (letting and operating of real estate).",
        "NAICS code 531110",
        // A parameter that is no secret; a config field that is none.
        "Parameters:\n  Env:\n    Type: String\n    NoEcho: false\n    Default: production",
        "buildConfigField \"String\", \"BASE_URL\", '\"https://api.example.com\"'",
        "mvn -Dtoken.ttl=3600",
        "cc -DAPI_KEY_LEN=32 -o x x.c",
        // A key of a legend, a room's, a reference.
        "Key for Reference\nREF-2024-001",
        "Key for Room B\nbrass-key-17",
        "Key ..... Description",
        // A hatch's dates, counts and prices struck out, a prose's words.
        "hatch → 12-03-24 inspected",
        "hatch: 12-03-24 and 13-04-25 inspections",
        "door count: ~~120~~ 1400",
        "price: ~~1489~~ 2706",
        "backup codes self-help",
        "4521 ← ticket number (old) Olga",
        "password policy = Strict-2024",
        "password length = 12",
        "the door is 2019 until the refit",
        // An alarm's battery, a key safe's asset tag, a leak's ticket.
        "Alarm battery level: 3200",
        "key safe — asset AT-7584, serial Q330-7584",
        "Leaked value: none (rotated before exposure)",
        "Exposed value: INC-2024-00123",
        // What an outside attack found read (round 30): the next
        // parameter's `Default`, a Gradle int or endpoint, a Wi-Fi's
        // state in capitals, a physical key's tag, a backup tool's name,
        // leader dots after words, a count's note, a
        // keyboard's price, a password's property.
        "Parameters:\n  DbPass:\n    NoEcho: true\n    Type: String\n  Port:\n    Type: String\n    Default: 8080",
        "buildConfigField \"int\", \"PASSWORD_MIN_LENGTH\", '\"8\"'",
        "resValue \"string\", \"TOKEN_ENDPOINT\", \"release\"",
        "buildConfigField(\"String\", \"API_KEY\", \"\\\"${project.findProperty(\"apiKey\")}\\\"\")",
        "Wi-Fi Station_5G: SIGNALGOOD5",
        "WLAN AP-13: UNREACHABLE4",
        "Key for Mailbox\nSerialNo7734",
        "backup code review: mkfs-xfsp mode",
        "Secret Santa ......... FAQ-6745",
        "Key West .................. v2.3.1",
        "6237 ← seismometer bunker hatch (count) Olga",
        "prix du clavier: 3418 (réf.)",
        "password complexity = PBKDF2WithHmacSHA256",
    ]);
}

/// A touring circus's and a power grid operator's secrets (the held-out
/// corpora FK and FL's shapes, written anew here).
#[test]
fn a_regional_airline_and_a_drug_makers_secrets_are_read() {
    hidden(&[
        // A code after an arrow; the day's code.
        ("store room padlock code → 7391 till Friday", "7391"),
        ("crew locker code → 582 🙏", "582"),
        ("crew locker code today: 604", "604"),
        ("the ramp gate code today... erm, 8356.", "8356"),
        // A value, then a pointing hand or a `=` up at what it opens.
        (
            "Forwarded from Lena\n6813\n☝️ apron key safe code (today)",
            "6813",
        ),
        ("6731 = fuel bowser PIN", "6731"),
        // A code struck out under a code's word, or called old.
        ("De koade fan it ark: ~~4416~~ 9027 hear", "9027"),
        ("bowser shed code: 5521 (OLD) -> 6680", "6680"),
        // Positional passwords of more calls.
        (
            "{ok, C} = epgsql:connect(\"pg-lims\", \"lims\", \"Taiga2291=\", #{}).",
            "Taiga2291=",
        ),
        (
            "db = MySQLdb.connect(\"qc-db\", \"qc\", \"Vx83kq!mTz\", \"qc\")",
            "Vx83kq!mTz",
        ),
        (
            "con = cx_Oracle.connect(\"batch\", \"Plq92rT7wZ\", \"mes/ORCL\")",
            "Plq92rT7wZ",
        ),
        // Oracle's password holding `@`; a loader's command.
        (
            "LIMS_DB=jdbc:oracle:thin:lims/Birch_9@rk42@//ora-lims:1521/LIMS",
            "Birch_9@rk42",
        ),
        (
            "sqlldr LOADER/Fern5@81x@ora-qc:1521/QC control=lots.ctl",
            "Fern5@81x",
        ),
        // Formats: Code Climate's reporter id, Radar's secret key.
        (
            "CC_TEST_REPORTER_ID: 4e1bb1a44c0ee2a5f1b72e2f4f0a9a8d3b6c1e7f2a9d8c4b5e6f7a8b9c0d1e2f",
            "4e1bb1a44c0ee2a5f1b72e2f4f0a9a8d3b6c1e7f2a9d8c4b5e6f7a8b9c0d1e2f",
        ),
        (
            "radar key prj_test_sk_0f9e8d7c6b5a49382716a5b4c3d2e1f0a9b8c7d6",
            "prj_test_sk_0f9e8d7c6b5a49382716a5b4c3d2e1f0a9b8c7d6",
        ),
        // A mail's reply that gives what its subject names.
        (
            "RE: QC laptop password\nAnna, yes - Hrv7Qm2pLx. thanks\n-----Original Message-----",
            "Hrv7Qm2pLx",
        ),
        ("AW: Tresor code\nJa - 638214. Gruß", "638214"),
        // A table's code column beside a lock's name.
        (
            "item,code,note\ncold room padlock,2290,new\nforklift charger,n/a,",
            "2290",
        ),
        // Labels: a disk's unlock phrase, Tajik's, English's misspelled.
        (
            "laptop #3 disk encryption unlock phrase: otter-basalt-kiwi-lantern",
            "otter-basalt-kiwi-lantern",
        ),
        ("roster portal парол: Wd83nHq2xP", "Wd83nHq2xP"),
        ("bowser card passwrd 6620", "6620"),
        // Ibibio's and the Polynesian languages' `is`, and their `new`.
        ("store code edi 740912 kuk", "740912"),
        ("hangar loka code ko te fou 3317. nahe", "3317"),
        // SAS's options; digits keyed one by one.
        (
            "options nosource set=LIMS_PASSWORD \"Kw8#pQz2Lm\";",
            "Kw8#pQz2Lm",
        ),
        (
            "[agent] keypad dialog for cold room door\n[agent] xdotool key 4 0 9 1 KP_Enter",
            "4 0 9 1",
        ),
        // A Zaza code's word past ASCII.
        ("Kodê depoyê newe: 803315 Weşbî", "803315"),
        // Beside what is kept: a password after `&` with no mark of
        // SAS's, a password typed into a record's field.
        ("db_password=&capsule", "&capsule"),
        (
            "driver.find_element(By.NAME, 'sampleId').send_keys('Tr0ub4dor&3x')",
            "Tr0ub4dor&3x",
        ),
    ]);
}

#[test]
fn a_regional_airline_and_a_drug_makers_look_alikes_are_kept() {
    kept(&[
        // A command's output a chat's time follows; a note for it.
        "$ op read 'op://Plant QC/lims/password'\n(output hidden)\n[23:05]",
        // Windows' and SAS's variables; a resolver's reference.
        "mosquitto_sub -u qc -P %MQTT_PASS% -t lab/+/temp",
        "options set=LIMS_PASSWORD \"&limspw.\";",
        "options set=LIMS_PASSWORD \"&LIMS_PW\";",
        "options set=LIMS_PASSWORD \"%sysget(LIMSPW)\";",
        "spring.datasource.password=${sm://projects/qc/secrets/lims-db-password}",
        // Documented examples: Azurite's key, bcrypt's hash of `password`.
        "UseDevelopmentStorage=true (AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw== is the emulator's)",
        "bcrypt doc example: $2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy (hash of 'password')",
        // GS1 strings a scanner prints with its symbology's mark.
        "scanner COM3:\n]d2010570473868396610VB23A4684\n]d20035712345000000001410AB12C",
        // A sample's id typed into its field; settings where a call takes
        // its password.
        "driver.find_element(By.NAME, 'sampleId').send_keys('S25-306336')",
        "pymysql.connect(\"localhost\", \"app\", \"utf8mb4\")",
        // Tickets, a vault's note, another label's colon.
        "RITM3960714 — Service desk: your SAP password was reset.",
        "tenant 5f2c1d9e-8b7a-4c3d-9e2f-1a0b9c8d7e6f — the secret is in Key Vault",
        "RE: password policy\nPriya, yes - INC0012345. ta",
        // Public codes and counts of code before their names; a cost centre.
        "404 = error code",
        "4412 = code count",
        "reason code RC-19, cost centre code 8508",
        "code size: ~~1200~~ 1350 lines",
        // A catalogue's codes; a door's part.
        "item,code,price\nbrass padlock,8841,12.99",
        "item,code\ndoor handle,3310",
        // A reply's measure; keys that are no digits.
        "RE: wifi\nyes - 2.4GHz works",
        "xdotool key ctrl+a Return",
    ]);
}

#[test]
fn a_shipyards_and_a_drone_fleets_secrets_are_read() {
    hidden(&[
        // A table written with fullwidth commas.
        ("yard，door，code\nslipway，east，6150", "6150"),
        // A year's or a clock's digits told straight to a code's name.
        ("1987 = canteen safe PIN (today)", "1987"),
        ("Forwarded from Ama\n0915\n☝️ paint store alarm code", "0915"),
        // Item and code tables: a lock's year-shaped code, a dial, a
        // device's PIN, a password whatever the item; a row with no header.
        ("asset,yard,code,updated\nslipway keypad,Onne,1994,2025-02-11", "1994"),
        ("asset,yard,code\nmess safe dial,Oran,07-12-31", "07-12-31"),
        ("asset,yard,code\nwatchman handset,Sfax,482913", "482913"),
        ("asset,yard,code\ndocking plan app,Basra,Kelp41!rudder", "Kelp41!rudder"),
        ("Mindelo,dry dock gate,6029,11/05/2025\nMindelo,crane 3,,02/01/2025", "6029"),
        ("location,dock,code\n\"blasting cage\",4,7731", "7731"),
        ("system,owner,credential_type,value\nsurvey-drones,Ade,Mapbox token,9fK2xQ7mLp0vR8sT4wZ1", "9fK2xQ7mLp0vR8sT4wZ1"),
        // A weak name's random literal in a call.
        ("define('FLEET_SDK_KEY', '4b1e7c2a-93d0-4f6e-a8b5-0c7d2e9f1a36');", "4b1e7c2a-93d0-4f6e-a8b5-0c7d2e9f1a36"),
        // The creoles' and Arabic chats' code words and copulas.
        ("Kòd kadna slipway-a sé 3362. Pa bay pèsonn.", "3362"),
        ("el code taba3 l magasin sar 5178, ma t3tih la 7ada", "5178"),
        ("Koffor biro: 8804. Remet lakle.", "8804"),
        ("گیٹ دا نواں پن 730215 ہے", "730215"),
        // A lock's year-shaped code after where it is.
        ("Key safe for the slipway crane: 1979.", "1979"),
        // A lock's name, then an arrow, `is now` or `changed to`.
        ("paint cage -> 5820 CRANE 4 DOWN", "5820"),
        ("mess alarm is now 6617", "6617"),
        ("diving locker changed to 2291.", "2291"),
        // An IT desk's notice of a reset.
        ("your payroll portal has been reset to Dh7!kelp2090. Change it at first login.", "Dh7!kelp2090"),
        // A combination's word before numbers a date could read.
        ("Kadna slipway: kombinezon 14/07/22, tourn agos", "14/07/22"),
        // A label above: a lock's name, a Wi-Fi's framed name, a note.
        ("Padlock:\n0252", "0252"),
        ("Grit locker:\n31-08-44", "31-08-44"),
        ("📶📶 SLIPWAY WIFI 📶📶\ntiller_mangrove_bollard_ibis", "tiller_mangrove_bollard_ibis"),
        ("New yard Wi-Fi passphrase from Monday:\nkelp-anchor-mangrove-tide", "kelp-anchor-mangrove-tide"),
        // A YAML list's lock and its code.
        ("locks:\n  - name: slipway alarm\n    code: \"5391\"", "5391"),
        // A store's path before a value is no reason to keep the value.
        ("db_password: kv/dev/slipway-api Wq83!tideline", "Wq83!tideline"),
        // What the kept readings must not keep: a passphrase as another
        // call's `key`, a secret's name before a serialized message's note,
        // a long ticket typed into a `ticket` field.
        (
            "client.init(key: 'correct_horse_battery_staple')",
            "correct_horse_battery_staple",
        ),
        ("token(protobuf)=xK9mQ2pLw7RtZ4vBqW8eR5tY", "xK9mQ2pLw7RtZ4vBqW8eR5tY"),
        (
            "driver.find_element(By.NAME, 'ticket').send_keys('a8f3c91e5d7b2f4a6c8e0b1d3f5a7c9e')",
            "a8f3c91e5d7b2f4a6c8e0b1d3f5a7c9e",
        ),
    ]);
}

#[test]
fn a_shipyards_and_a_drone_fleets_look_alikes_are_kept() {
    kept(&[
        // A sentence's list with the ideographic comma.
        "门、窗、柜都锁好了\n码头、仓库、办公室",
        // A time when something happens, a meeting about a code.
        "0900 → gate code changes",
        "1430 = meeting about the gate code",
        "1430\n👆 meeting re padlock code",
        // A catalogue's price; a device's year; a phone's number.
        "item,code,price\nbrass padlock,8841,12.99",
        "asset,location,access\nlaptop,Ranchi,2019",
        "Suva,phone,289414,25/07/2025",
        // A lock's paper's year; a year with more words after it.
        "key safe warranty until 2027",
        "Key safe audit: 2024",
        "the key safe arrived\nnew one 2024 model",
        // A locker's number; a lock's time; words after an arrow.
        "your locker is 356, see you there",
        "unlock -> 0930",
        "lock -> 1430 meeting",
        "cage -> 4047 birds",
        // A git ref, a fraction, a network's name under a Wi-Fi's.
        "the index has been reset to HEAD~1",
        "the router has been reset to factory defaults.",
        "combination 1/2/3",
        "WIFI\nCrewNet-5G",
        "GUEST WIFI\nFestival-Free\nno password",
        // A charging pad's session, an agent typing a parcel's number, a
        // serialized message, a commit's log, a store's item, a store's
        // path, a drone's serial, a field named for a ticket.
        "PAD-MUC-02-8 state=DOCKED v=44.1 session=a43175c1-16dd-40c2-b608-769f09ba383b",
        "[agent] xdotool type 'HWP3367946857DE'\n[agent] xdotool key Return",
        "frame payload(base64,protobuf)=YEyTwerdJoxIPTSBt9khSlwWtNAQZpOHIL0peopjjd5u5wRGdTiicuwR0vQ= len=51",
        "b2395f06d1d5d6ea8b12556c5ef0a76f2b947748 feat(fleet): remove dead code\ne6001c0e3fa0ea356ed5a29d912774de3de5744e fix(api): rotate key reference",
        "final pin = await secureStorage.read(key: 'locker_pin_1');",
        "salasana on vaultiz, eb tässä → kv/dev/dispatch-api",
        "Vehicle 1581FPOA809X42050726  MODE: MISSION",
        "driver.find_element(By.NAME, 'ticket').send_keys('WB454620')",
        "define('FEATURE_KEY', 'https://example.com/key');",
        // Swedish's `in`, which is no copula.
        "Klistra inte in lösenord i Slack, länka bara Vault-sökvägen.",
    ]);
}

#[test]
fn a_wind_farms_and_a_lift_makers_secrets_are_read() {
    hidden(&[
        // Code words and copulas of Kenya's, Uganda's, Nigeria's,
        // Cameroon's, Togo's and Morocco's languages.
        ("namba ya thiri ya geti ya substation nĩ 5454. Ndũ", "5454"),
        ("enamba ye sirini ya key safe ya inverter INV17 n'5480. Nabuya", "5480"),
        ("namba ne mie ab geti ya substation ko 458594. Asante", "458594"),
        ("lamba na ƙofar substation shi ne 5424. Kar a rubuta", "5424"),
        ("code rẹ substation gate ọyẹ 080371. Do", "080371"),
        ("kɔd ya portail poste HT ane 275401. Akiba ngan", "275401"),
        ("kɔdɩ cadenas magasin carburant yɔɔ kɛ 1347. Mɛɛrɩ", "1347"),
        ("ⴰⴽⵓⴷ ⴰⵎⴰⵢⵏⵓ ⵏ portail principal ⵉⴳⴰ 849728 — ⵓⵔ", "849728"),
        ("ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏ compte mail du site: ZR*Kerio2023 شكرا", "ZR*Kerio2023"),
        ("password ya email ya site nĩ Tembo%tembo78. Ndũ", "Tembo%tembo78"),
        ("password ya logger ya met mast n'ginger91326. Nabuya", "ginger91326"),
        // The next sentence's copula tells a value that ends it.
        ("Gatwiri aranjũria namba ya thiri ya tablet ya drone. Nĩ 6595.", "6595"),
        ("Nafula arebanga password ya email ya site. Ni gearbox99857.", "gearbox99857"),
        // A year after a code's name said again; a lock changed to a
        // clock's digits; a keypad's `=`; Arabic's safe; Hindi's dotted
        // PIN; a chat alphabet's word and a unit's label among a lock's.
        ("Gate PIN changed from today — new PIN 1997. Guards", "1997"),
        ("DD2 pump room lock changed to 1350; tablet", "1350"),
        ("tool store keypad = ٢٢٥٤ (typed on his phone keyboard)", "٢٢٥٤"),
        ("الكود ديال الخزنة ديال الكانتين: 2026", "2026"),
        ("गेट का नवा पिन 4.5.8.4.8.7 होइगा", "4.5.8.4.8.7"),
        ("cadenas mta3 casier plongeurs: 1209", "1209"),
        ("code u he u nacelle hatch padlock WTG-04: 933 — de", "933"),
        ("code fɔ nacelle hatch padlock T24 na 13.38.09. Àbɔ̀ŋ", "13.38.09"),
        ("kɔd ya casier équipe pales 19 ene 042. Te", "042"),
        // A keypad that refused the old code, then the new one to use.
        (
            "[26/08/25, 06:19] Agnes: door keypad not taking the old one\n[26/08/25, 06:28] Hassan: use 51187",
            "51187",
        ),
        // A runbook's step, a Bicep parameter, a password manager's
        // output, a key pasted on request, a misspelled label.
        ("3. Set `PAPERTRAIL_API_TOKEN` to `NlYnUyeI0mCwOFUFJLt0`", "NlYnUyeI0mCwOFUFJLt0"),
        ("param lumigo_tracer_token string = 't_85f20b2f53d056df7d87'", "t_85f20b2f53d056df7d87"),
        (
            "$ op item get \"Semaphore CI API token\" --fields credential --reveal\nqd2tgcHTIfRbnZzwjYpv",
            "qd2tgcHTIfRbnZzwjYpv",
        ),
        (
            "Agent Noor: Please paste the Genea API key your IT team generated.\nCustomer: 50b0d3cd-82e4-44a8-b829-9c8fe4fe5d9d",
            "50b0d3cd-82e4-44a8-b829-9c8fe4fe5d9d",
        ),
        ("spare-parts cage keypad pswd 350076", "350076"),
        // A place named for a machine is no fault's log.
        ("Generator room alarm: 4821", "4821"),
        // A client's Digest answer under any key but a challenge's header.
        (
            "proxy_auth: Digest username=\"bob\", response=\"6629fae49393a05397450978507c4ef1\"",
            "6629fae49393a05397450978507c4ef1",
        ),
        // A key's label, its `of` and its copula in Gikuyu.
        (
            "key ya MTN MoMo subscription nĩ 1d1e045d66020dee426f3f082f9f2c2f. Ndũ",
            "1d1e045d66020dee426f3f082f9f2c2f",
        ),
        // A prompt inside a chat's line, after an apostrophe's open quote.
        (
            "Lupita: Tulan ya sk'an. cqlsh $ cqlsh cass-0 9042 -u cassandra -p '!KoneBRAVO8' Tup'a ta patil.",
            "!KoneBRAVO8",
        ),
        // An item/code table that names a turbine under `asset`.
        ("site,asset,item,code\nBCB,WTG 32,tower base door WT26,4457", "4457"),
    ]);
}

#[test]
fn a_wind_farms_and_a_lift_makers_look_alikes_are_kept() {
    kept(&[
        // A grid code's year; a turbine's numbered alarm.
        "Design basis: IEC 61400-1 class IIA, grid code 2019 rev 1.",
        "Turbine T04 stop 20:42, wind 10.0 m/s, alarm Alarm 8777.",
        // A typed file's name and day; a lift's unit id typed.
        "[agent] xdotool type 'KRB_2026-12-03'",
        "[agent] action: xdotool type --delay 30 'BYC-L02'",
        // A server's challenge.
        "WWW-Authenticate: Digest realm=\"pbx.example.com\", nonce=\"e3f2f427bd6d176d99f234a67a52e243\", algorithm=MD5",
        // A sentence's word after a network device's keyword.
        "Action items: enable secret scanning, training.",
        // The documentation's key, then a chat's next speaker.
        "Ndeye 19:48: AKIAIOSFODNN7EXAMPLE\nNelly 20:34: Nya' ewin",
        // A padlock's and a key safe's own labels.
        "code u nacelle hatch padlock T02 ve gem.",
        "inverter cabinet key safe INV33 is broken",
        // A next sentence that goes on past its number; an auto lock's
        // time; a variable set to a word.
        "The code is in the cabinet. A 1234 bolt was used",
        "Change your password. A 12-char minimum applies.",
        "auto lock set to 2200",
        "Set `LOG_LEVEL` to `debug`",
        "Agent: Please send the API key docs link.\nCustomer: https://docs.example.com/keys",
        "door keypad not working\nBob: use the side door",
    ]);
}

#[test]
fn a_railways_and_a_farm_technology_makers_secrets_are_read() {
    hidden(&[
        // A header set by a call; a notebook's output of a client key;
        // Home Assistant's webhook; a label whose words end in `for`.
        (
            "client.DefaultRequestHeaders.Add(\"Authorization\", \"Bearer YTBAOFM5\");",
            "YTBAOFM5",
        ),
        (
            "In [20]: cfg['hue_clientkey']\nOut[33]: 'E357906A4A7E3F4A22719CE73EA3DC2D'",
            "E357906A4A7E3F4A22719CE73EA3DC2D",
        ),
        (
            "Maria 21:19 https://ha.example.net/api/webhook/lift-fault-sFi0hgfWri0k9HiUVSSURHZ done",
            "sFi0hgfWri0k9HiUVSSURHZ",
        ),
        (
            "Here's the Dropbox app secret the vendor sent for Saint-Roch Hospital: b484lvvbmi786r9",
            "b484lvvbmi786r9",
        ),
        // A register's leader dots, a pointing hand, a reset by someone.
        ("KEY & CODE REGISTER Bafia\nticket office safe ........ 229483\nupdated", "229483"),
        ("signal box door ........ 6140", "6140"),
        ("Rahim: track gang tool container padlock 👉 13255", "13255"),
        ("13:28 ticket office safe code reset by S&T to 24-02-39", "24-02-39"),
        // A door's code marked edited, before a thanks or a dash.
        ("[11:08] Amina: Code substation gate 5558 (edited)", "5558"),
        ("signal box door 3248 Useko", "3248"),
        ("IC 6279 plat 3 — signal box door 44175 — P-2026-1415", "44175"),
        // A value to use for a locked thing or an account.
        ("use 9011 for the signal box door, keep it to yourself", "9011"),
        ("you'll need 5628 for the station building alarm", "5628"),
        ("use Kaolack@806 for the CrewLink roster login.", "Kaolack@806"),
        // A struck-out code after a code's word further back.
        ("kɔd local pompe du point d'eau: ~~4455~~ 0279", "0279"),
        ("Alaafɩya, kɔdɩ téléphone guérite: ~~3012~~ 4280", "4280"),
        // A code block under its name; a question asked first; a prompt
        // for a passphrase answered.
        (
            "Hom cloudsmith api key lesh ikna:\n```\n49953926fbbdadc27975ecc4aa204c7c0390d75b\n```",
            "49953926fbbdadc27975ecc4aa204c7c0390d75b",
        ),
        (
            "[02:04] Dana: anyone have the datadog api key for staging? the job is 401ing\n[19:46] Emeka: 5f0d75afcfbb4368eb243bc7a0f00f80",
            "5f0d75afcfbb4368eb243bc7a0f00f80",
        ),
        (
            "Peter: the SSH key on the signalling laptop asks for a passphrase\nFatou: rain.signal.lizard.rain.cutting.03",
            "rain.signal.lizard.rain.cutting.03",
        ),
        // An accessibility tree's field under its label; an agent's step.
        (
            "[window] ticket office safe – KRR\n  [text] code\n  [textbox focused] value=\"837607\"\n  [button] OK",
            "837607",
        ),
        ("Step 5/7: type code → \"40617\"", "40617"),
        // A code's word and a lock's in any order; a dial's turns; a
        // dial's numbers after a safe's name; a lock's name first.
        ("code aynayan n cadenas magasin gasoil 5884", "5884"),
        ("code a relay room keypad ere 72352", "72352"),
        ("Safe Bonny\nL R L: 943560\ndelete after reading", "943560"),
        ("ticket office safe 73-35-88 Mbɔ̀ŋ tsə́", "73-35-88"),
        ("[OCR photo_8718.jpg]\nPORTAIL DU DÉPÔT\n920638\nne le dis à personne", "920638"),
    ]);
}

#[test]
fn a_commands_last_word_stays_when_its_output_is_a_secret() {
    for (text, command, secret) in [
        (
            "$ pass show web/github\nXk29!fjq8Lm2",
            "$ pass show web/github\n",
            "Xk29!fjq8Lm2",
        ),
        (
            "$ op read op://vault/item/password\n19680526",
            "op://vault/item/password\n",
            "19680526",
        ),
    ] {
        let out = redact(text).text;
        assert!(
            out.contains(command) && !out.contains(secret),
            "{text} -> {out}"
        );
    }
}

#[test]
fn a_railways_and_a_farm_technology_makers_look_alikes_are_kept() {
    kept(&[
        // A machine's PIN/VIN column; minisign's public key; satellite
        // scenes under a word that holds `posit`.
        "| Unit | Make/Model | PIN/VIN | Hours |\n|---|---|---|---|\n| 21 | New Holland CR10.90 | 1NHCR1090X7722 | 2489 |",
        "Verify OTA bundles with:\n  minisign -Vm gw-agent.tar.gz -P RWQtLiIEK439/4SfatBE445m17De+NSC4tpp+IsKeXv",
        "scenes queued for NDVI composite:\nLC09_L2SP_039040_20240310_20240325_02_T1",
        // A placeholder in angle brackets; a value a word denies; a
        // password manager's name with a case's ending; a station's
        // public code.
        "[agent] type <secret:assettrack_pw> (value withheld)",
        "See LOT-25-248-H — not an API key.",
        "Ӱт LOT-25-248-H — API key аша тэ̄.",
        "Sensor tile T35XSW ulaĝiimaĝ, password Vault-ix̂.",
        "code UIC de la gare Rangamati: 5762509, code tarif 170",
        // What is used for something that is no lock or no password.
        "use 8443 for the console",
        "use 8080 for the gateway",
        "use 1234 for the outdoor unit",
        "use v2.3.1 for the app",
        "use Windows11 for the laptop",
        "use 2024 for the door",
        "error code for the door sensor 4011.",
        "door 2400 rpm",
        "[text] Train number\n[textbox focused] value=\"837607\"",
        "Step 5/7: type ZIP code → \"40617\"",
        "Sipho: the laptop asks for a password\nPeter: ok rebooting now",
        "The commit:\n```\n49953926fbbdadc27975ecc4aa204c7c0390d75b\n```",
    ]);
}

#[test]
fn a_touring_circus_and_a_power_grid_operators_secrets_are_read() {
    hidden(&[
        // A device's admin and its password, its password's word left out.
        ("satellite modem (admin) U3Otsqo9sAqVfg", "U3Otsqo9sAqVfg"),
        ("admin del datalogger → rainCycl0n3461$% an e' dì a nisun", "rainCycl0n3461$%"),
        ("data logger admin code C4z3hubaovt* - delete after reading", "C4z3hubaovt*"),
        ("station PC login code rICHTE64$sun T+40 all clear", "rICHTE64$sun"),
        // A secret that holds until someone changes it.
        ("Remember: the box office laptop is Seal86_ until the boss changes it.", "Seal86_"),
        ("field phone is 3883 till I reset it", "3883"),
        // Framed by a lock's emoji, a code or a password after what it opens.
        ("🔐 téléphone de terrain 🔐 04968 koyebisa moto te 🤫", "04968"),
        ("🔐 ticket wagon laptop 🔐 Sjbfgezgg5& dab mog ko bee", "Sjbfgezgg5&"),
        // A password alone in a reply to a question.
        ("Sarr: routeur VSAT?\nFall: Nfwk4fgszy*\nSarr: merci", "Nfwk4fgszy*"),
        ("Olga (Tofol) 13/04/2024 06:08\nCan someone send me the logger admin?\nMoussa 13/04/2024 15:29\nSe4l#67", "Se4l#67"),
        // A door's code after an arrow, the chat going on.
        ("Salut ! porte de la roulotte costumes → 9732 ne le dis à personne", "9732"),
        // A hatch's dials as a record's field.
        ("{ \"access\": { \"hatch\": \"35-29-33\" }, \"updated\": \"2025-09-01\" }", "35-29-33"),
        // A Wi-Fi key of a generator's capitals.
        ("tour bus wifi: VCBQCYXQYGHAZQ0N", "VCBQCYXQYGHAZQ0N"),
        // A code's verb in the languages the corpora added.
        ("Talvikortterin portin koodi oon 6941. Älä sano kenelekhään.", "6941"),
        ("Ar c'hod evit potailh ar marchosi eo 6600. Na lavar da zen.", "6600"),
        ("De koade fan it hingslot fan 'e stâl is 2572. Net trochfertelle.", "2572"),
        ("A code fu a geti fu a winterkampu na 193830. No taki en gi nowan.", "193830"),
        ("Te code ibukin te raka n ana auti maan bon 0238. Tai tuangnga.", "0238"),
        ("Code gate wintɛr camp ɛ 0775. Kɛ cuɔ lar kɛ ram.", "0775"),
        ("Სალაროშ სეიფიშ კოდ ლი 255512 — ეჯჲარს ნომ ახუშგუი.", "255512"),
        ("Ახალ კოსტუმეშ ვაგონიშ კოდ: 329373 მადლობა", "329373"),
        // Its verb after the digits.
        ("Selam! Kodê alarmê buroyî 558487 o. Kesî re mevace.", "558487"),
        ("Tent master la phone la code mu 319847 ti. Kana a fo moo la.", "319847"),
        // A lock that opens with its code; a phone's unlock digits.
        ("- pyro locker opens with 3942, I never changed it, sorry", "3942"),
        ("Tent master's phone (the one with the anemometer app) unlock 940607 – leave it on charge", "940607"),
        // A Markdown label in bold; a table's label of a code and what it opens.
        ("## Handover\n**Gate keypad:** 11755\n**Barn:** ask Ruth", "11755"),
        ("| what | value |\n|---|---|\n| code for the costume wagon keypad | 82703 |\n| king pole | 14.5 m |", "82703"),
        ("item;value;owner\npassword for the tour bus Wi-Fi;7rumpe7$pe4nut99;Olu", "7rumpe7$pe4nut99"),
        // Passwords' labels in Frisian, Krio and Svan.
        ("It wachtwurd fan school shared mailbox: M45saw4540_ (Net trochfertelle)", "M45saw4540_"),
        ("Paswɔd fɔ school shared mailbox: Rigger_Candy72", "Rigger_Candy72"),
        ("Lighting desk admin პაროლ: DrumrollBobo06+", "DrumrollBobo06+"),
        // A public code's word before a lock's is the lock's place.
        ("Code gate ticket office ɛ 967052. Kɛ cuɔ lar kɛ ram.", "967052"),
        // A protective relay's password at its access prompt.
        ("=>ACC\nPassword: ? CdSu7tbQ\nFEEDER-5 Level 1\n=>", "CdSu7tbQ"),
        // A value, then what it is: a secret's with its owner's words.
        ("@Copp3957EMB# <- that's the AMI MQTT broker secret (MQTT_PASSWORD)", "@Copp3957EMB#"),
        // An SNMPv3 user's privacy passphrase after a placeholder.
        ("snmp-server user nms_poller NMS v3 auth sha <unchanged> priv aes 128 tamarind-sunset-lagoon-15", "tamarind-sunset-lagoon-15"),
        // A hex token that starts as a Bitcoin address does; an age key
        // whatever its letters.
        ("crowdin_personal_token = bc12d2bf2021f708da98a4c8226197ade69b4efaa6957b6e3db0c1b6250f6c11e8ac60b71862432a", "bc12d2bf2021f708da98a4c8226197ade69b4efaa6957b6e3db0c1b6250f6c11e8ac60b71862432a"),
        ("AGE-SECRET-KEY-1N4I2DJKVVPXE6GF6RO3DNX7757WJET7NCPHYAUAGACOOO2YGCY42XNWPAR", "AGE-SECRET-KEY-1N4I2DJKVVPXE6GF6RO3DNX7757WJET7NCPHYAUAGACOOO2YGCY42XNWPAR"),
    ]);
}

/// What a touring circus's and a power grid operator's texts hold that
/// is no secret.
#[test]
fn a_touring_circus_and_a_power_grid_operators_look_alikes_are_kept() {
    kept(&[
        // A user's name after `admin`; a menu's path.
        "admin: Ruth",
        "admin: jsmith",
        "admin → Settings → Users",
        // A Wi-Fi network's name in capitals; a label beside a key's emoji.
        "wifi: STARBUCKSFREE5G",
        "🔑 Wi-Fi: ask reception",
        // A list whose items a lock's emoji marks (Wi-Fi networks).
        "Wi-Fi ✓ Tangled-Clients 🔒 BT-Hub6-C0BBCF 🔒 TALKTALK-4A2B1C 🔒 VirginMedia2843667 Other networks…",
        // A version or a year after the emoji frame.
        "🔐 Security update 🔐 v2.4.1 released",
        "🔐 Security 🔐 2024 review",
        // A field's label after a question; a branch's name.
        "Tu peux jeter un œil ?\nFine-tuned model: ft:gpt-4o:acme:x1:Abc12345",
        "Ana: which branch?\nBo: feature/login-v2\nAna: ok",
        // What a phone's update unlocks; a clock's time after an arrow.
        "phone update will unlock 5000 points",
        "gate → 0730 opening",
        // Code that reads a secret, in Elixir and Swift.
        "// db (elixir)\npassword: System.fetch_env!(\"OMS_DB_PASSWORD\")\nretries = 2",
        "let pw = try KeychainHelper.read(service: \"crew\", account: \"relayWeb\")",
        // A RADIUS server's key kept in a vault, noted in brackets.
        "radius server NPS01\n address ipv4 10.40.1.20 auth-port 1812\n key 7 <see OT vault entry radius/nps01>\n timeout 8",
        // A token a log cut after its header's first characters.
        "Truncated in log: Authorization: Bearer eyJhbGciOi…[truncated]  status=401",
        // An agent's log of an empty password field.
        "[agent] opened payroll portal login page; password field empty; waiting for user to sign in",
        // A feeder's number after a sentence that the code changed.
        "I na kod barmay, hã Adamou\nfeeder F266 back on at 01:33",
        // A password prompt whose typing the terminal hides.
        "Password:\n(typing hidden)\npsql: error: FATAL: password authentication failed for user \"analyst\"",
        // A Bitcoin address.
        "donations: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
    ]);
    // A mask of stars as long as a text may be, after a colon: its stars
    // are no Markdown's bold (and are read once).
    let mask = format!("PIN:{}", "*".repeat(100_000));
    kept(&[mask.as_str()]);
}

#[test]
fn an_embassys_and_a_field_charitys_secrets_are_read() {
    hidden(&[
        // A dial's numbers spaced around their slashes, after a safe's
        // name with a colon or alone.
        ("Bag room safe: 51 / 89 / 62\nধন্যবাদ, Marina", "51 / 89 / 62"),
        ("VAC safe 50 / 14 / 56\nBarika, Lakpa", "50 / 14 / 56"),
        // A Wi-Fi network named far from its key; a key changed.
        (
            "Guest Wi-Fi at the residence for the national day reception: network KEL-Residence-Guest, key Kelmara-quill-7463",
            "Kelmara-quill-7463",
        ),
        ("staff wifi key changed!! new: NsxuTDADMqb1C2 (Nandi)", "NsxuTDADMqb1C2"),
        // A door's code before how many digits it has; a door's word in
        // Arabic, Bengali and Newar; a gate's as Hindi writes it.
        ("Chancery vestibule inner porte 241588 (6 digits) — Ne le partagez pas.", "241588"),
        ("مرحبا, الباب ٨٣٢٢. لا تشاركه مع أحد.", "٨٣٢٢"),
        ("নমস্কার, দরজা ৯৯৭৯. কাউকে বলবেন না।", "৯৯৭৯"),
        ("ज्वजलपा, लुखा ८१०५. सुयातं धायेमते।", "८१०५"),
        ("Compound pedestrian गेट: 7567. किसी को मत बताना।", "7567"),
        // A building's entrance before its code.
        (
            "Hi! Djamila here. Staff flat entrance 7277, 3rd floor on the left. Thanks",
            "7277",
        ),
        // An alarm's code in brackets; a room's after an arrow.
        ("residence alarm [81149] Don't share it.", "81149"),
        ("crew rest room → 799535 (from Monday)", "799535"),
        ("Comms room → 92821 شكرا", "92821"),
        ("compressor room -> 70023", "70023"),
        // A passphrase the writer says they used; words before a sentence.
        (
            "ssh-keygen asked for a passphrase, I used ledger tulip quartz zinc — copy is in the safe envelope",
            "ledger tulip quartz zinc",
        ),
        (
            "ssh-keygen asked for a passphrase, I used rustic.zenith.sorghum.oasis — copy",
            "rustic.zenith.sorghum.oasis",
        ),
        (
            "Master passphrase for the shared vault — read it out only in the secure room: mango willow nomad gravel Don't share it.",
            "mango willow nomad gravel",
        ),
        // A phone's unlock digits before a sentence or a script's word.
        ("Crypto phone unlock 12786696 Não partilhe.", "12786696"),
        ("Crypto phone unlock 90300605 धन्यवाद", "90300605"),
        // Twilio's client with the SID in a variable.
        (
            "client = Client(account_sid, \"7088fe2e4b8f465680a55e6136bc12c4\")  # SMS reminders",
            "7088fe2e4b8f465680a55e6136bc12c4",
        ),
        // A configuration's `name value` line; a Lisp's def; Erlang's
        // macro and binary; a variable set to a value in words.
        (
            "connection fb-bridge\naddress mqtt.fieldbridge.org:8883\nremote_username gateway\nremote_password tE7LcH0mRQ09vkR8re",
            "tE7LcH0mRQ09vkR8re",
        ),
        (
            "(def docusign-client-secret \"3442cf9c-e01d-44cf-8ce3-07063b5ee040\")",
            "3442cf9c-e01d-44cf-8ce3-07063b5ee040",
        ),
        ("-define(DB_PASSWORD, <<\"a2eX4ynX05ckZ\">>).", "a2eX4ynX05ckZ"),
        (
            "Work notes: GOTIFY_APP_TOKEN set to AuJnNtWOJgKsHQ6 on host fb-dada-01",
            "AuJnNtWOJgKsHQ6",
        ),
        // A password after a lock's emoji; iDRAC's CLI; an htpasswd line.
        ("📶 FB-Staff  🔐 Mtoto#simba3636%", "Mtoto#simba3636%"),
        (
            "racadm -r 10.0.9.185 -u root -p J7JfaK9bHfLPAp2Jb getsysinfo",
            "J7JfaK9bHfLPAp2Jb",
        ),
        ("reports:{SHA}6ftb2zUgbilronE6VI+OR/EMI7k=", "6ftb2zUgbilronE6VI+OR/EMI7k="),
        // An outside attack's variants: a dial in brackets, with dashes
        // or four numbers; a door's code before a thanks in its script; a
        // longer arrow; a plea after a phone's unlock; the Twilio token in
        // capitals and PHP's client; a comment after a configuration's
        // value; `was set to`; iDRAC's binary on Linux.
        ("VAC safe (50 / 14 / 56)", "50 / 14 / 56"),
        ("Bag room safe: 51 – 89 – 62", "51 – 89 – 62"),
        ("Bag room safe: 51 / 89 / 62 / 17", "51 / 89 / 62 / 17"),
        ("الباب 482913 شكرا", "482913"),
        ("ढोका 482913 धन्यवाद", "482913"),
        ("compressor room --> 70023", "70023"),
        ("Comms room ➜ 58336", "58336"),
        ("Crypto phone unlock 12786696 não partilhe.", "12786696"),
        (
            "client = Client(account_sid, \"9F86D081884C7D659A2FEAA0C55AD015\")",
            "9F86D081884C7D659A2FEAA0C55AD015",
        ),
        (
            "$client = new Client($sid, \"9f86d081884c7d659a2feaa0c55ad015\");",
            "9f86d081884c7d659a2feaa0c55ad015",
        ),
        ("remote_password tE7LcH0mRQ09vkR8re  # set by ops", "tE7LcH0mRQ09vkR8re"),
        // A configuration's line in capitals, in fullwidth forms, after a
        // file's name as `grep` prints it, and its value past 200
        // characters.
        ("REMOTE_PASSWORD tE7LcH0mRQ09vkR8re", "tE7LcH0mRQ09vkR8re"),
        ("ＲＥＭＯＴＥ_ＰＡＳＳＷＯＲＤ tE7LcH0mRQ09vkR8re", "tE7LcH0mRQ09vkR8re"),
        (
            "/etc/mosquitto/conf.d/bridge.conf:remote_password tE7LcH0mRQ09vkR8re",
            "tE7LcH0mRQ09vkR8re",
        ),
        ("GOTIFY_APP_TOKEN was set to AbCdEf123456xyz", "AbCdEf123456xyz"),
        (
            "/opt/dell/srvadmin/bin/idracadm7 -r 10.0.0.5 -u root -p Calv1n!2024 getsysinfo",
            "Calv1n!2024",
        ),
    ]);
}

#[test]
fn a_configurations_value_is_read_whole_at_every_length() {
    // One character each side of the bound the reading once had (200).
    for n in [6, 199, 200, 201, 260] {
        let value: String = "tE7LcH0mRQ09vk%R8re".chars().cycle().take(n).collect();
        let line = format!("remote_password {value}");
        assert_eq!(redact(&line).text, "remote_password [redacted]", "{n}");
    }
    // Control: a name whose last word is no secret's keeps its value.
    let out = redact("remote_password_file tE7LcH0mRQ09vkR8re").text;
    assert_eq!(out, "remote_password_file tE7LcH0mRQ09vkR8re");
}

#[test]
fn an_embassys_and_a_field_charitys_look_alikes_are_kept() {
    kept(&[
        // A public short code in a camel-cased name; jwt.io's demo token;
        // Daraja's sandbox passkey; a form's uid; SNMP's default named.
        "Use PartyA=254708374149 and BusinessShortCode=174379 in sandbox, amount 89",
        "Example from jwt.io:\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT30pMeJf36POk6yJV_adQssw5c  (slide 26)",
        "Daraja sandbox (public test values, shortcode 174379): passkey bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
        "Kobo form asset uid ak4JSI1RBGpAxifJSRH1c8, project ade20848-0eef-4a66-b33f-c383dc7f07c5",
        "Do NOT use the default SNMP community 'public' on site switches; ask network team (#45).",
        // A room's number without an arrow; a meeting's time after one; a
        // dial-like ratio with no lock; a passphrase's words a sentence's.
        "lost property is in room 2206 now",
        "meeting room → 1430",
        "score 50 / 14 / 56",
        "I forgot the password, I used the same one as last time",
        // A configuration's line whose name is no secret's; a version
        // after a key's emoji; a Lisp's def of a plain name.
        "max_connections 100\nlisten_addresses localhost\nssl_cert_file /etc/ssl/cert.pem",
        "location /api/ {\n  proxy_pass http://127.0.0.1:8080;\n  proxy_read_timeout 30s;\n}",
        "🔑 SSH keys rotated",
        "(def default-timeout \"30s\")",
        "-define(TIMEOUT, 5000).",
        // An entrance's fee or a clock's time after it.
        "Entrance 1500, free for children under 12",
        "Entrance 2500 visitors a day in August",
        // An outside attack's look-alikes: a configuration's, a
        // definition's or a variable's name whose last word is no
        // secret's; a score, a rate or a count after `safe`; a postcode,
        // a ticket or an event's number after a room's arrow or an
        // alarm's brackets; how a passphrase was made; a campaign after a
        // lock's emoji; a count after a phone's unlock; jwt.io's sample
        // with its `admin`; Daraja's passkey in capitals.
        "token_storage_backend keychain",
        "tls_psk_identity gateway01",
        "mqtt_password_hashing sha512-pbkdf2",
        "access_key_owner TeamPlatform",
        "ssl_passphrase_dialog builtin",
        "(def session-token-cookie \"ring-session\")",
        "-define(AUTH_TOKEN_TABLE, <<\"auth_tokens_v2\">>).",
        "SECRET_BACKEND set to HashiCorpVault",
        "Safety score 50 / 14 / 56",
        "Fire safe rating 30 / 60 / 90 minutes",
        "We kept the VAC safe 50 / 14 / 56 times per shift",
        "Lecture room → 30115 Hannover",
        "Comms room → 10001 (postcode of the annex)",
        "fire alarm [18301] sensor ID",
        "car alarm [12345] ref from the insurer",
        "for the passphrase I used diceware with five words",
        "🔐 SecurityAwarenessMonth2024",
        "phone unlock 5000 Users affected",
        "jwt.io sample (admin claim): eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.reGQzG3OKdoIMWLDKOZ4TICJit3EW69cQE72E2CfzRE",
        "passkey = \"BFB279F9AA9BDBCF158E97DD71A467CD2E0C893059B10F78E6B72ADA1ED2C919\"",
    ]);
}
