//! The built-in rules for known token formats: one row per format, written
//! from the provider's published format (its fixed prefix, the body's
//! alphabet and length). The public rule sets of secret scanners (gitleaks,
//! trufflehog, Nosey Parker, GitHub secret scanning) were the guide to
//! which formats exist; no pattern is copied from them.
//!
//! Each row: the rule's name (stable: reports count findings under it), its
//! family, the literals one of which every match contains (the prefilter:
//! a string holding none of them, in any case, never runs the pattern),
//! and the pattern. Patterns have no leading word boundary, so a token is
//! found wherever it starts, also glued after letters, digits or `_`
//! (`id_ghp_...`); a match is then extended over the token characters that
//! follow it, so a longer body is removed whole. The few formats whose
//! prefix is part of another's (`live_` of `pk_live_`) are bounded on
//! both sides with the `{token_start}` and `{token_end}` pieces.

use super::{random_rule, rule, Family::*, RuleSpec};

/// A UUID, for formats that wrap one.
macro_rules! uuid {
    () => {
        "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    };
}

// One row per format, one line per row: the table reads as data.
#[rustfmt::skip]
pub(super) static FORMATS: &[RuleSpec] = &[
    // AI providers
    // Its `pk-lf-` twin is the public key a browser is given.
    rule("langfuse_key", Ai, &["sk-lf-"], concat!(r"sk-lf-", uuid!())),
    rule("firecrawl_api_key", Ai, &["fc-"], r"fc-[a-f0-9]{32}"),
    rule("openai_project_key", Ai, &["sk-proj-", "sk-svcacct-", "sk-admin-", "sk-none-"], r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}"),
    rule("openai_legacy_key", Ai, &["t3blbkfj"], r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}"),
    rule("openai_style_key", Ai, &["sk-"], r"sk-[A-Za-z0-9]{32,}"),
    rule("anthropic_api_key", Ai, &["sk-ant-"], r"sk-ant-[a-z]{2,6}\d{2}-[A-Za-z0-9_-]{20,}"),
    rule("openrouter_api_key", Ai, &["sk-or-"], r"sk-or-v\d-[a-f0-9]{48,64}"),
    rule("huggingface_token", Ai, &["hf_"], r"hf_[A-Za-z]{30,40}"),
    rule("huggingface_org_token", Ai, &["api_org_"], r"api_org_[A-Za-z]{30,40}"),
    rule("groq_api_key", Ai, &["gsk_"], r"gsk_[A-Za-z0-9]{48,56}"),
    rule("replicate_api_token", Ai, &["r8_"], r"r8_[A-Za-z0-9_-]{36,40}"),
    rule("perplexity_api_key", Ai, &["pplx-"], r"pplx-[A-Za-z0-9]{40,56}"),
    rule("xai_api_key", Ai, &["xai-"], r"xai-[A-Za-z0-9]{60,90}"),
    rule("langsmith_api_key", Ai, &["lsv2_"], r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
    rule("pinecone_api_key", Ai, &["pcsk_"], r"pcsk_[A-Za-z0-9_]{40,}"),
    rule("anyscale_api_key", Ai, &["esecret_"], r"esecret_[A-Za-z0-9]{20,}"),
    rule("elevenlabs_api_key", Ai, &["sk_"], r"sk_[a-f0-9]{48}"),
    rule("nvidia_api_key", Ai, &["nvapi-"], r"nvapi-[A-Za-z0-9_-]{60,}"),
    rule("deepgram_api_key", Ai, &["deepgram"], r"(?i:deepgram[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{40})"),
    rule("fireworks_api_key", Ai, &["fw_"], r"fw_[A-Za-z0-9]{24,}"),
    rule("voyage_api_key", Ai, &["pa-"], r"pa-[A-Za-z0-9_-]{40,}"),
    rule("cohere_api_key", Ai, &["co_api_key", "cohere"], r"(?i:co_api_key|cohere[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{40})"),
    // Baidu's Qianfan: `bce-v3/`, the access key's id, `/`, its secret.
    rule("baidu_qianfan_key", Ai, &["bce-v3/"], r"bce-v3/ALTAK-[A-Za-z0-9]{16,32}/[a-f0-9]{40}"),
    // DeepL's free-plan keys: a UUID and `:fx`.
    rule("deepl_api_key", Ai, &[":fx"], concat!(uuid!(), r":fx")),
    rule("kaggle_api_token", Ai, &["kgat_"], r"KGAT_[a-f0-9]{32}"),
    // Helicone's gateway keys: four groups of seven after the prefix.
    rule("helicone_api_key", Ai, &["sk-helicone-"], r"sk-helicone-(?:eu-)?[a-z0-9]{7}-[a-z0-9]{7}-[a-z0-9]{7}-[a-z0-9]{7}"),
    rule("tavily_api_key", Ai, &["tvly-"], r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}"),
    rule("jina_api_key", Ai, &["jina_"], r"jina_[A-Za-z0-9]{60}"),
    rule("together_api_key", Ai, &["tgp_v1_"], r"tgp_v1_[A-Za-z0-9_-]{43}"),
    rule("cerebras_api_key", Ai, &["csk-"], r"csk-[a-z0-9]{48}"),
    rule("friendli_token", Ai, &["flp_"], r"flp_[A-Za-z0-9]{46}"),
    rule("llamacloud_api_key", Ai, &["llx-"], r"llx-[A-Za-z0-9]{48}"),
    rule("wandb_api_key", Ai, &["wandb_v1_"], r"wandb_v1_[A-Za-z0-9_]{77}"),
    rule("minimax_api_key", Ai, &["sk-api-"], r"sk-api-[A-Za-z0-9_-]{119}"),
    random_rule("cartesia_api_key", Ai, &["sk_car_"], r"sk_car_[A-Za-z0-9_]{20}"),
    rule("browserbase_api_key", Ai, &["bb_live_", "bb_test_"], r"bb_(?:live|test)_[A-Za-z0-9_-]{27}"),
    rule("voiceflow_api_key", Ai, &["vf."], r"VF\.(?:(?:DM|WS)\.)?[a-fA-F0-9]{24}\.[A-Za-z0-9]{16}"),
    rule("devin_api_key", Ai, &["apk_", "cog_"], r"apk_user_[A-Za-z0-9+/]{120,180}={0,2}|apk_[A-Za-z0-9+/]{80,100}={0,2}|cog_[a-z2-7]{52}"),
    rule("assemblyai_api_key", Ai, &["assemblyai"], r"(?i:assemblyai[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    // Cloud
    rule("azure_logic_apps_url", Cloud, &["logic.azure.com"], r"\.logic\.azure\.com(?::\d+)?/workflows/[a-f0-9]{32}/triggers/"),
    rule("aws_access_key_id", Cloud, &["a3t", "akia", "asia", "abia", "acca"], r"(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}"),
    rule("aws_session_token", Cloud, &["fwogzxivyxdz", "iqojb3jpz2lux2vj"], r"(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{100,}"),
    rule("aws_bedrock_api_key", Cloud, &["absk"], r"ABSK[A-Za-z0-9+/]{100,}={0,2}"),
    rule("aws_secret_access_key", Cloud, &["aws"], r"(?i:aws[A-Za-z0-9_. -]{0,30}(?:secret|key)[A-Za-z0-9_.-]{0,20}(?:[ \t]*\[[^\]\n]{0,20}\])?)\W{1,4}(?P<secret>[A-Za-z0-9/+]{40})"),
    rule("gcp_api_key", Cloud, &["aiza"], r"AIza[0-9A-Za-z_-]{35}"),
    rule("gcp_oauth_client_secret", Cloud, &["gocspx-"], r"GOCSPX-[A-Za-z0-9_-]{28}"),
    rule("google_oauth_access_token", Cloud, &["ya29."], r"ya29\.[A-Za-z0-9_-]{20,}"),
    rule("google_oauth_refresh_token", Cloud, &["1//0"], r"1//0[A-Za-z0-9_-]{30,}"),
    rule("firebase_cloud_messaging_key", Cloud, &["apa91b"], r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}"),
    rule("azure_ad_client_secret", Cloud, &["q~"], r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}"),
    rule("azure_storage_account_key", Cloud, &["accountkey", "sharedaccesskey"], r"(?i:accountkey|sharedaccesskey)\s*=\s*(?P<secret>[A-Za-z0-9+/]{40,}={0,2})"),
    rule("azure_sas_signature", Cloud, &["sig="], r"[?&;]sig=(?P<secret>[A-Za-z0-9%+/=_-]{20,})"),
    rule("azure_devops_pat", Cloud, &["azure", "ado", "devops"], r"(?i:azure|ado|devops)[A-Za-z0-9_.-]{0,30}\W{1,4}(?P<secret>[a-z2-7]{52})"),
    rule("alibaba_access_key_id", Cloud, &["ltai"], r"LTAI[A-Za-z0-9]{12,20}"),
    rule("tencent_secret_id", Cloud, &["akid"], r"AKID[A-Za-z0-9]{13,40}"),
    rule("yandex_api_key", Cloud, &["aqvn"], r"AQVN[A-Za-z0-9_-]{35,38}"),
    rule("yandex_iam_token", Cloud, &["t1."], r"t1\.[A-Za-z0-9_-]+=*\.[A-Za-z0-9_-]{80,}"),
    // Two letters of prefix and a fixed length: not inside a longer token
    // (a publishable key, a signature).
    rule("yandex_static_key", Cloud, &["yc"], r"(?P<secret>YC[A-Za-z0-9_-]{38})(?:$|[^A-Za-z0-9_-])"),
    rule("ibm_cloud_api_key", Cloud, &["ibm"], r"(?i:ibm[A-Za-z0-9_.-]{0,30})\W{1,4}(?P<secret>[A-Za-z0-9_-]{44})"),
    rule("digitalocean_token", Cloud, &["dop_v1_", "doo_v1_", "dor_v1_"], r"do[por]_v1_[a-f0-9]{64}"),
    rule("heroku_api_key", Cloud, &["hrku-"], r"HRKU-[A-Za-z0-9_-]{30,}"),
    rule("heroku_legacy_key", Cloud, &["heroku"], concat!(r"(?i:heroku[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>", uuid!(), ")")),
    rule("cloudflare_origin_ca_key", Cloud, &["v1.0-"], r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}"),
    rule("cloudflare_api_token", Cloud, &["cloudflare", "cf_api"], r"(?i:cloudflare[A-Za-z0-9_.-]{0,20}|cf_api[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9_-]{37,40})"),
    rule("netlify_token", Cloud, &["nfp_"], r"nfp_[A-Za-z0-9]{36,40}"),
    rule("vercel_token", Cloud, &["vercel"], r"(?i:vercel[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{24})"),
    rule("flyio_token", Cloud, &["fo1_", "fm1a_", "fm1r_", "fm2_"], r"(?:fo1_[A-Za-z0-9_-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,}={0,3}|fm2_[A-Za-z0-9+/]{100,}={0,3})"),
    rule("vault_service_token", Cloud, &["hvs."], r"hvs\.[A-Za-z0-9_-]{24,}"),
    random_rule("vault_legacy_token", Cloud, &["s."], r"(?-u:\b)s\.[A-Za-z0-9]{24}(?-u:\b)"),
    rule("tailscale_key", Cloud, &["tskey-"], r"tskey-(?:auth|api|client|secret|scim|webhook)-[A-Za-z0-9]+-[A-Za-z0-9]+"),
    rule("vault_batch_token", Cloud, &["hvb."], r"hvb\.[A-Za-z0-9_-]{50,}"),
    rule("terraform_cloud_token", Cloud, &["atlasv1"], r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}"),
    rule("runpod_api_key", Cloud, &["rpa_"], r"rpa_[A-Z0-9]{40}[A-Za-z0-9]{6}"),
    // Lambda's cloud keys: `secret_`, the key's name, 32 hexadecimal
    // digits, `.` and 32 more.
    rule("lambda_cloud_api_key", Cloud, &["secret_"], r"secret_[A-Za-z0-9_-]{1,64}?_[0-9a-f]{32}\.[A-Za-z0-9]{32}"),
    rule("modal_token_secret", Cloud, &["as-"], r"{token_start}(?P<secret>as-[A-Za-z0-9]{22}){token_end}"),
    random_rule("salad_cloud_api_key", Cloud, &["salad_cloud_"], r"salad_cloud_[0-9A-Za-z]{1,7}_[0-9A-Za-z]{7,235}"),
    rule("gemini_auth_key", Cloud, &["aq.ab8rn6"], r"AQ\.Ab8RN6[A-Za-z0-9_-]{44}"),
    rule("cloudflare_scannable_token", Cloud, &["cfut_", "cfat_", "cfk_"], r"(?:cf[ua]t|cfk)_[A-Za-z0-9]{40}[a-f0-9]{8}"),
    // A tunnel's token: base64 of `{"a":<account>,"t":<tunnel>,"s":<secret>}`.
    rule("cloudflare_tunnel_token", Cloud, &["eyjhijoi"], r"eyJhIjoi[A-Za-z0-9+/_-]{100,}={0,2}"),
    rule("deno_deploy_token", Cloud, &["ddp_", "ddw_"], r"dd[pw]_[A-Za-z0-9]{36}"),
    rule("vercel_scannable_token", Cloud, &["vcp_", "vci_", "vca_", "vcr_", "vck_"], r"vc[pikar]_[A-Za-z0-9_-]{56}"),
    rule("tigris_secret_access_key", Cloud, &["tsec_"], r"tsec_[A-Za-z0-9_+/-]{40,}={0,2}"),
    rule("akamai_edgegrid_token", Cloud, &["akab-"], r"akab-[a-z0-9]{16,26}-[a-z0-9]{6,16}"),
    rule("azure_container_registry_password", Cloud, &["+acr"], r"[A-Za-z0-9+/]{42}\+ACR[A-Za-z0-9]{6}"),
    rule("upcloud_api_token", Cloud, &["ucat_"], r"ucat_[0-9A-Za-z]{24,32}"),
    rule("scalingo_api_token", Cloud, &["tk-us-"], r"tk-us-[A-Za-z0-9_-]{48}"),
    rule("exoscale_api_key", Cloud, &["exo"], r"(?-u:\b)EXO[a-f0-9]{24}(?-u:\b)"),
    rule("defined_networking_api_token", Cloud, &["dnkey-"], r"dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}"),
    random_rule("val_town_api_token", Cloud, &["vtwn_"], r"vtwn_[A-Za-z0-9_-]{20,80}"),
    rule("docker_swarm_token", Cloud, &["swmtkn-1-", "swmkey-1-"], r"SWMTKN-1-[a-z0-9]{50,60}-[a-z0-9]{24,30}|SWMKEY-1-[A-Za-z0-9+/]{40,50}"),
    rule("pulumi_access_token", Cloud, &["pul-"], r"pul-[a-f0-9]{40}"),
    // Infisical's service tokens: `st.`, the token's id (a UUID or an
    // object id of 24 hexadecimal digits), then two hexadecimal secrets.
    rule("infisical_service_token", Cloud, &["st."], concat!(r"st\.(?:", uuid!(), r"|[0-9a-f]{24})\.[0-9a-f]{32}\.[0-9a-f]{32}")),
    // Convex's deploy keys: the deployment's kind and name, `|`, the key.
    rule("convex_deploy_key", Cloud, &["prod:", "dev:", "preview:"], r"(?:prod|dev|preview):[a-z0-9]+-[a-z0-9]+-\d{2,4}\|[A-Za-z0-9+/=]{40,}"),
    rule("doppler_token", Cloud, &["dp.pt.", "dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."], r"dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{2,35}\.)?[A-Za-z0-9_-]{40,}"),
    rule("scaleway_access_key", Cloud, &["scw"], r"SCW[A-Z0-9]{17}"),
    rule("render_api_key", Cloud, &["rnd_"], r"rnd_[A-Za-z0-9]{28,}"),
    rule("openshift_token", Cloud, &["sha256~"], r"sha256~[A-Za-z0-9_-]{43}"),
    rule("onepassword_service_token", Cloud, &["ops_eyj"], r"ops_eyJ[A-Za-z0-9+/]{100,}={0,3}"),
    rule("onepassword_secret_key", Cloud, &["a3-"], r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}"),
    rule("harness_token", Cloud, &["pat.", "sat."], r"(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}"),
    rule("infracost_api_key", Cloud, &["ico-"], r"ico-[A-Za-z0-9]{32}"),
    rule("prefect_api_key", Cloud, &["pnu_"], r"pnu_[A-Za-z0-9]{36}"),
    rule("clickhouse_api_key", Cloud, &["4b1d"], r"(?:^|[^A-Za-z0-9])(?P<secret>4b1d[A-Za-z0-9]{38})(?:$|[^A-Za-z0-9])"),
    rule("linode_token", Cloud, &["linode"], r"(?i:linode[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{64})"),
    rule("vultr_api_key", Cloud, &["vultr"], r"(?i:vultr[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Z0-9]{36})"),
    // Source hosting
    rule("github_token", SourceHosting, &["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], r"gh[pousr]_[A-Za-z0-9]{30,}"),
    rule("github_fine_grained_pat", SourceHosting, &["github_pat_"], r"github_pat_[A-Za-z0-9_]{22,}"),
    rule("gitlab_token", SourceHosting, &["glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glimt-", "glagent-", "gloas-", "glsoat-", "glffct-", "glft-"], r"gl(?:pat|ptt|dt|rt|cbt|imt|agent|oas|soat|ffct|ft)-[A-Za-z0-9_.-]{20,}"),
    rule("gitlab_runner_registration_token", SourceHosting, &["gr1348941"], r"GR1348941[A-Za-z0-9_-]{20,}"),
    rule("bitbucket_app_password", SourceHosting, &["atbb"], r"ATBB[A-Za-z0-9_=.-]{28,}"),
    rule("bitbucket_access_token", SourceHosting, &["atctt3xffgn0"], r"ATCTT3xFfGN0[A-Za-z0-9_=-]{30,}"),
    rule("atlassian_api_token", SourceHosting, &["atatt3"], r"ATATT3[A-Za-z0-9_=-]{50,}"),
    rule("sourcegraph_cody_token", SourceHosting, &["slk_"], r"slk_[a-f0-9]{64}"),
    rule("bitbucket_datacenter_token", SourceHosting, &["bbdc-"], r"BBDC-[A-Za-z0-9+/@_-]{40,50}"),
    rule("sourcegraph_token", SourceHosting, &["sgp_"], r"sgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}"),
    rule("gitea_token", SourceHosting, &["gitea"], r"(?i:gitea[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{40})"),
    // CI/CD
    rule("circleci_personal_token", CiCd, &["ccipat_"], r"CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}"),
    rule("circleci_token", CiCd, &["circle"], r"(?i:circle[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{40})"),
    rule("buildkite_token", CiCd, &["bkua_"], r"bkua_(?:[a-f0-9]{40}|[a-z0-9]{53})"),
    // Buildkite's agent, cluster, pipeline and packages tokens.
    rule("buildkite_service_token", CiCd, &["bkaa_", "bkaj_", "bkar_", "bkct_", "bkpt_", "bkpat_", "bkps_"], r"bk(?:aa|aj|ar|ct|pt|pat|ps)_[A-Za-z0-9_-]{54,333}"),
    rule("sonarcloud_token", CiCd, &["sqco_"], r"sqco_[A-Za-z0-9]{59}"),
    random_rule("mergify_application_key", CiCd, &["mergify_application_key_"], r"mergify_application_key_[A-Za-z0-9_-]{40,200}"),
    rule("coderabbit_api_key", CiCd, &["cr-"], r"{token_start}(?P<secret>cr-[a-f0-9]{58}){token_end}"),
    rule("aikido_token", CiCd, &["aik_ci_", "aik_secret_"], r"AIK_(?:CI_[A-Za-z0-9]{20,44}|SECRET_[A-Za-z0-9]{64})"),
    rule("endorlabs_api_key", CiCd, &["endr+"], r"endr\+[A-Za-z0-9-]{16}"),
    rule("ionic_pat", CiCd, &["ion_"], r"{token_start}(?P<secret>ion_[A-Za-z0-9]{42}){token_end}"),
    rule("codeclimate_reporter_id", CiCd, &["cc_test_reporter"], r"(?i:cc_test_reporter_id)\W{1,4}(?P<secret>[a-fA-F0-9]{64})"),
    rule("travis_token", CiCd, &["travis"], r"(?i:travis[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{22})"),
    rule("jenkins_api_token", CiCd, &["jenkins"], r"(?i:jenkins[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>11[a-f0-9]{32})"),
    rule("codecov_token", CiCd, &["codecov"], concat!(r"(?i:codecov[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>", uuid!(), "|[a-f0-9]{32})")),
    rule("octopus_deploy_api_key", CiCd, &["api-"], r"API-[A-Z0-9]{26}"),
    rule("jfrog_api_key", CiCd, &["akcp"], r"AKCp[A-Za-z0-9]{69}"),
    rule("jfrog_reference_token", CiCd, &["cmvmd"], r"cmVmd[A-Za-z0-9]{59}"),
    rule("sonarqube_token", CiCd, &["squ_", "sqp_", "sqa_"], r"sq[upa]_[a-f0-9]{40}"),
    // Before prefixes, a token was 40 hexadecimal digits, passed as the
    // `sonar.login` property (`-Dsonar.login=...`, `$sonarLogin = "..."`).
    rule("sonarqube_legacy_token", CiCd, &["sonar"], r"(?i:sonar[._-]?(?:login|token))\W{1,4}(?P<secret>[a-f0-9]{40})"),
    rule("snyk_token", CiCd, &["snyk"], concat!(r"(?i:snyk[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>", uuid!(), ")")),
    rule("teamcity_token", CiCd, &["eyj0exaioiaivenwmij9"], r"eyJ0eXAiOiAiVENWMiJ9\.[A-Za-z0-9_-]{30,}\.[A-Za-z0-9_-]{30,}"),
    // Package registries
    rule("npm_access_token", PackageRegistry, &["npm_"], r"npm_[A-Za-z0-9]{36}"),
    rule("pypi_upload_token", PackageRegistry, &["pypi-ag"], r"pypi-Ag[A-Za-z0-9_-]{50,}"),
    rule("crates_io_token", PackageRegistry, &["cio"], r"cio[A-Za-z0-9]{32}"),
    // A private conda channel's token, in the channel's URL; on a mirror
    // of its own too, a host named for conda (the token's two letters and
    // a UUID).
    rule("anaconda_channel_token", PackageRegistry, &["conda"], concat!(r"anaconda\.(?:org|cloud|com)/t/(?P<secret>[A-Za-z0-9_-]{20,})|(?i:[/.@]conda(?:-[a-z0-9-]*)?\.[a-z0-9.-]*(?::\d{1,5})?/t/)(?P<secret2>[a-z]{2}-", uuid!(), r")")),
    rule("cloudsmith_api_key", PackageRegistry, &["csa_"], r"csa_[a-f0-9]{30}[A-Za-z0-9]{6}"),
    rule("rubygems_api_key", PackageRegistry, &["rubygems_"], r"rubygems_[a-f0-9]{48}"),
    rule("nuget_api_key", PackageRegistry, &["oy2"], r"oy2[a-z0-9]{43}"),
    rule("docker_hub_token", PackageRegistry, &["dckr_pat_", "dckr_oat_"], r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}"),
    rule("clojars_token", PackageRegistry, &["clojars_"], r"(?i:CLOJARS_)[a-z0-9]{60}"),
    rule("packagist_token", PackageRegistry, &["packagist_"], r"packagist_(?:uat|ort)_[A-Za-z0-9]{40,}"),
    rule("hex_api_key", PackageRegistry, &["hex_api", "hexpm"], r"(?i:hex_api[A-Za-z0-9_.-]{0,20}|hexpm[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    // Payment
    rule("stripe_secret_key", Payment, &["sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_"], r"[sr]k_(?:live|test|prod)_[A-Za-z0-9]{10,}"),
    rule("stripe_webhook_secret", Payment, &["whsec_"], r"whsec_[A-Za-z0-9+/]{24,}"),
    rule("square_access_token", Payment, &["sq0atp-", "sq0csp-", "eaaa"], r"(?:sq0atp-[A-Za-z0-9_-]{22,}|sq0csp-[A-Za-z0-9_-]{43}|EAAA[A-Za-z0-9_-]{60})"),
    // A k3s cluster's join token: `K10`, the CA's hash, then the server's
    // or a node's credentials.
    rule("k3s_join_token", Cloud, &["::server:", "::node:"], r"K10[0-9a-f]{64}::(?:server|node):[0-9A-Za-z]{16,64}"),
    rule("braintree_access_token", Payment, &["access_token$"], r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}"),
    rule("paypal_client_secret", Payment, &["paypal"], r"(?i:paypal[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>E[A-Za-z0-9_-]{70,90})"),
    rule("adyen_api_key", Payment, &["aqe"], r#"AQE[A-Za-z0-9+/=_-]{60,}=-[^\s"'`]{16}|AQE[A-Za-z0-9+/=_-]{80,}"#),
    rule("woocommerce_key", Payment, &["ck_", "cs_"], r"c[ks]_[a-f0-9]{40}"),
    rule("mercadopago_access_token", Payment, &["app_usr-", "test-"], r"(?:APP_USR|TEST)-\d{16}-\d{6}-[a-f0-9]{32}-\d{6,12}"),
    rule("plaid_access_token", Payment, &["access-sandbox-", "access-development-", "access-production-"], concat!(r"access-(?:sandbox|development|production)-", uuid!())),
    rule("plaid_secret", Payment, &["plaid"], r"(?i:plaid[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{30})"),
    // The key id (`rzp_live_` and 14) is public, in every checkout page;
    // the secret is the 24 characters paired with it.
    rule("razorpay_key_secret", Payment, &["rzp_"], r#"rzp_(?:live|test)_[A-Za-z0-9]{14}[\s"',:]{1,4}(?P<secret>[A-Za-z0-9]{24})\b"#),
    // Checkout.com's secret keys: `sk_` (or `sk_sbox_`) and a UUID.
    rule("checkout_secret_key", Payment, &["sk_"], r"(?-u:\b)sk_(?:sbox_|test_)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?-u:\b)"),
    // Its `FLWPUBK-` twin is the public key a checkout page is given.
    rule("flutterwave_key", Payment, &["flwseck"], r"FLWSECK(?:_TEST)?-[A-Za-z0-9]{12,32}(?:-X)?"),
    rule("ebay_cert_id", Payment, &["prd-", "sbx-"], r"(?-u:\b)(?:PRD|SBX)-[0-9a-f]{12}(?:-[0-9a-f]{4}){4}(?-u:\b)"),
    rule("ebay_user_token", Payment, &["v^1.1#i^1#"], r"v\^1\.1#i\^1#(?:[A-Za-z]\^\d#)+t\^[A-Za-z0-9+/=_#^-]{40,}"),
    rule("klaviyo_private_key", Saas, &["pk_"], r"(?-u:\b)pk_[0-9a-f]{34}(?-u:\b)"),
    // Amazon's Marketplace Web Service authorises a developer for a seller.
    rule("amazon_mws_auth_token", Payment, &["amzn.mws."], concat!(r"amzn\.mws\.", uuid!())),
    rule("shopify_token", Payment, &["shpat_", "shpca_", "shppa_", "shpss_"], r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    rule("easypost_api_key", Payment, &["ezak", "eztk"], r"EZ[AT]K[A-Za-z0-9]{54}"),
    rule("shippo_api_token", Payment, &["shippo_"], r"shippo_(?:live|test)_[a-fA-F0-9]{40}"),
    rule("duffel_api_token", Payment, &["duffel_"], r"duffel_(?:test|live)_[A-Za-z0-9_=-]{43}"),
    rule("coinbase_api_secret", Payment, &["coinbase"], r"(?i:coinbase[A-Za-z0-9_.-]{0,30})\W{1,4}(?P<secret>[A-Za-z0-9_+/=-]{32,120})"),
    // Its 35 digits end it: Paystack's public `pk_live_` and 40 digits
    // hold the same prefix.
    rule("lob_api_key", Payment, &["live_", "test_"], r"(?:live|test)_[a-f0-9]{35}(?-u:\b)"),
    // Not glued after a letter and `_`: Stripe's public `pk_live_...` and
    // `cs_live_...` hold the same prefix.
    // GoCardless's access tokens: `live_` or `sandbox_` and 40.
    rule("gocardless_access_token", Payment, &["live_", "sandbox_"], r"{token_start}(?P<secret>(?:live|sandbox)_[A-Za-z0-9_-]{40}){token_end}"),
    rule("paddle_api_key", Payment, &["pdl_live_apikey_", "pdl_sdbx_apikey_"], r"pdl_(?:live|sdbx)_apikey_[a-z0-9]{26}_[A-Za-z0-9]{22}_[A-Za-z0-9]{3}"),
    random_rule("polar_access_token", Payment, &["polar_at_", "polar_oat_", "polar_pat_"], r"polar_(?:at|oat|pat)_[A-Za-z0-9_-]{20,100}"),
    rule("ramp_client_secret", Payment, &["ramp_sec_"], r"ramp_sec_[A-Za-z0-9]{48}"),
    rule("mercury_api_token", Payment, &["mercury_production_"], r"mercury_production_[a-z]{3,6}_[A-Za-z0-9]{40,50}_yrucrem"),
    rule("pagarme_api_key", Payment, &["ak_live_"], r"{token_start}(?P<secret>ak_live_[A-Za-z0-9]{30}){token_end}"),
    rule("recharge_api_key", Payment, &["sk_1x", "sk_2x", "sk_3x", "sk_5x", "sk_10x", "sk_test_"], r"sk(?:_test)?_(?:1|2|3|5|10)x[123]_[0-9a-fA-F]{64}"),
    rule("persona_api_key", Identity, &["persona_production_", "persona_sandbox_"], r"persona_(?:production|sandbox)_[a-z0-9_-]{20,80}"),
    rule("onfido_api_token", Identity, &["api_live", "api_sandbox"], r"api_(?:live|sandbox)(?:_us|_ca)?\.[A-Za-z0-9_-]{20,80}"),
    random_rule("settlemint_token", Crypto, &["sm_aat_", "sm_pat_", "sm_sat_"], r"sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}"),
    rule("mollie_api_key", Payment, &["live_", "test_"], r"{token_start}(?P<secret>(?:live|test)_[A-Za-z0-9]{30}){token_end}"),
    rule("lemonsqueezy_api_key", Payment, &["lemon"], r"(?i:lemon[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>eyJ[A-Za-z0-9_.-]{100,})"),
    // Messaging
    rule("yandex_oauth_token", Cloud, &["y0_"], r"y0_[A-Za-z0-9_-]{50,}"),
    // Agora's app certificate, named beside its 32 hex digits (the app id
    // beside it is public).
    rule("agora_app_certificate", Messaging, &["agora"], r"(?i:agora[A-Za-z0-9_.-]{0,20}cert[A-Za-z0-9_.-]{0,12})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    rule("resend_api_key", Messaging, &["re_"], r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}"),
    random_rule("mandrill_api_key", Messaging, &["md-"], r"md-[A-Za-z0-9_-]{22}"),
    rule("zapier_webhook", Messaging, &["hooks.zapier.com"], r"hooks\.zapier\.com/hooks/catch/\d+/[A-Za-z0-9]+"),
    // Self-hosted chat's incoming webhooks: the whole URL is the secret
    // (Mattermost's 26-character id, Rocket.Chat's id and token).
    rule("mattermost_webhook", Messaging, &["/hooks/"], r"https?://[A-Za-z0-9.-]+(?::\d+)?/hooks/[a-z0-9]{26}(?-u:\b)"),
    rule("rocketchat_webhook", Messaging, &["/hooks/"], r"https?://[A-Za-z0-9.-]+(?::\d+)?/hooks/[A-Za-z0-9]{16,32}/[A-Za-z0-9]{32,64}"),
    // Home Assistant's webhook trigger: anyone with its id runs the
    // automation; a generated id is a run of twenty or more letters and
    // digits, after a name the user may put before it.
    rule("home_assistant_webhook", Messaging, &["/api/webhook/"], r"/api/webhook/(?P<secret>(?:[A-Za-z0-9_]+-)*[A-Za-z0-9]{20,}(?:[_-][A-Za-z0-9]+)*)"),
    rule("make_webhook", Messaging, &["make.com", "integromat.com"], r"hook\.(?:[a-z0-9]+\.)?(?:make|integromat)\.com/[a-z0-9]{32}(?-u:\b)"),
    rule("wecom_webhook", Messaging, &["qyapi.weixin.qq.com"], r"qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=(?P<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"),
    rule("dingtalk_webhook", Messaging, &["oapi.dingtalk.com"], r"oapi\.dingtalk\.com/robot/send\?access_token=(?P<secret>[0-9a-f]{64})"),
    rule("feishu_webhook", Messaging, &["open-apis/bot"], r"https://open\.(?:feishu\.cn|larksuite\.com)/open-apis/bot/v2/hook/[0-9a-f-]{36}"),
    rule("ifttt_webhook", Messaging, &["maker.ifttt.com"], r"maker\.ifttt\.com/(?:trigger/[^/\s]+/with/)?(?:key|use)/[A-Za-z0-9_-]{16,}"),
    rule("google_chat_webhook", Messaging, &["chat.googleapis.com"], r#"chat\.googleapis\.com/v1/spaces/[A-Za-z0-9_-]+/messages\?[^\s"'<>]*token="#),
    rule("slack_token", Messaging, &["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xoxe-", "xoxo-"], r"xox[bparseo]-[0-9A-Za-z-]{20,}"),
    // A browser's session: its token and its `d` cookie.
    rule("slack_session_token", Messaging, &["xoxc-", "xoxd-"], r"xoxc-\d{9,15}-\d{9,15}-\d{9,15}-[a-f0-9]{64}|xoxd-[A-Za-z0-9%/+_-]{100,}={0,2}"),
    rule("onesignal_rest_api_key", Messaging, &["os_v2_app_", "os_v2_org_"], r"os_v2_(?:app|org)_[a-z2-7]{103}"),
    rule("mailersend_api_token", Messaging, &["mlsn."], r"mlsn\.[A-Za-z0-9]{30,100}"),
    rule("slack_app_token", Messaging, &["xapp-"], r"xapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]+"),
    rule("slack_config_token", Messaging, &["xoxe."], r"xoxe\.xox[bp]-\d-[A-Za-z0-9]{100,}"),
    rule("slack_webhook", Messaging, &["hooks.slack.com"], r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9+/_-]{4,}/[A-Za-z0-9_-]{16,})"),
    rule("discord_bot_token", Messaging, &["."], r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}"),
    rule("discord_webhook", Messaging, &["discord"], r"discord(?:app)?\.com/api/webhooks/\d+/(?P<secret>[A-Za-z0-9_-]{60,})"),
    rule("telegram_bot_token", Messaging, &[":aa"], r"\d{8,10}:AA[A-Za-z0-9_-]{32,33}"),
    rule("twilio_api_key", Messaging, &["sk"], r"SK[0-9a-fA-F]{32}"),
    // (Or the second argument of the client beside the account's SID or
    // a variable naming it: `Client("AC...", "e1ac...")`,
    // `Client(account_sid, "e1ac...")`.)
    rule("twilio_auth_token", Messaging, &["twilio", "client("], r#"(?i:twilio[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})|Client\(\s*(?:["']AC[a-f0-9]{32}["']|\$?[A-Za-z_.]{0,30}(?i:sid))\s*,\s*["'](?P<secret2>[a-fA-F0-9]{32})["']"#),
    rule("sendgrid_api_key", Messaging, &["sg."], r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,50}"),
    rule("mailgun_api_key", Messaging, &["key-"], r"key-[0-9a-f]{32}"),
    rule("mailchimp_api_key", Messaging, &["-us"], r"[0-9a-f]{32}-us\d{1,2}"),
    rule("brevo_api_key", Messaging, &["xkeysib-", "xsmtpsib-"], r"x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    // (And the connector URL before it: `outlook.office.com/webhook/...`.)
    // Deploy and build hooks, and an alert's integration URL: the path
    // is the credential (anyone holding it deploys, builds, or pages).
    rule("netlify_build_hook", CiCd, &["api.netlify.com/build_hooks/"], r"api\.netlify\.com/build_hooks/(?P<secret>[a-f0-9]{24})"),
    rule("vercel_deploy_hook", CiCd, &["api.vercel.com/v1/integrations/deploy/"], r"api\.vercel\.com/v1/integrations/deploy/(?P<secret>prj_[A-Za-z0-9]{20,40}/[A-Za-z0-9]{8,20})"),
    // FireHydrant's bot tokens: `fhb-` and 32 hex digits.
    rule("firehydrant_bot_token", Observability, &["fhb-"], r"fhb-[a-f0-9]{32}"),
    rule("pagerduty_integration_url", Observability, &["events.pagerduty.com/integration/"], r"events\.pagerduty\.com/integration/(?P<secret>[a-f0-9]{32})/enqueue"),
    rule("teams_webhook", Messaging, &["webhook.office.com", "outlook.office.com/webhook", "outlook.office365.com/webhook"], r"(?:webhook\.office\.com/webhookb2|outlook\.office(?:365)?\.com/webhook)/(?P<secret>[A-Za-z0-9@%/_-]{40,})"),
    rule("postmark_token", Messaging, &["postmark"], concat!(r"(?i:postmark[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>", uuid!(), ")")),
    rule("messagebird_key", Messaging, &["messagebird"], r"(?i:messagebird[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{25})"),
    rule("pusher_secret", Messaging, &["pusher"], r"(?i:pusher[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{20})"),
    rule("intercom_token", Messaging, &["dg9ro"], r"dG9rO[A-Za-z0-9+/=]{40,}"),
    rule("line_channel_token", Messaging, &["line"], r"(?i:line[A-Za-z0-9_.-]{0,20}token)\W{1,4}(?P<secret>[A-Za-z0-9+/=]{100,})"),
    // Ably: the app's id, the key's id, then its secret.
    // PubNub's publish key (it sends as the app) and secret key; its
    // subscribe key (`sub-c-`) is the one a page shows.
    rule("pubnub_publish_key", Messaging, &["pub-c-"], r"pub-c-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
    rule("pubnub_secret_key", Messaging, &["sec-c-"], r"sec-c-[A-Za-z0-9]{40,64}"),
    rule("ably_api_key", Messaging, &[":"], r"(?-u:\b)[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{6}:[A-Za-z0-9_+/=-]{40,}"),
    rule("vonage_secret", Messaging, &["vonage", "nexmo"], r"(?i:vonage[A-Za-z0-9_.-]{0,20}|nexmo[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{16})"),
    // Observability
    rule("datadog_api_key", Observability, &["datadog", "dd_api", "dd_app", "dd-api", "dd-app"], r"(?i:datadog[A-Za-z0-9_.-]{0,20}|dd[_-]api[A-Za-z0-9_.-]{0,10}|dd[_-]app[A-Za-z0-9_.-]{0,10})\W{1,4}(?P<secret>[a-f0-9]{32}|[a-f0-9]{40})"),
    rule("newrelic_key", Observability, &["nrak-", "nrii-", "nrjs-", "nraa-", "nriq-"], r"NR(?:AK-[A-Z0-9]{27}|II-[A-Za-z0-9_-]{32}|JS-[a-f0-9]{19}|AA-[a-f0-9]{27}|IQ-[A-Za-z0-9_-]{25,32})"),
    rule("newrelic_license_key", Observability, &["nral"], r"[a-f0-9]{36}NRAL"),
    rule("sentry_token", Observability, &["sntrys_", "sntryu_"], r"sntry[su]_[A-Za-z0-9+/=_]{40,}"),
    rule("grafana_token", Observability, &["glc_", "glsa_", "eyjrijoi"], r"(?:glc_[A-Za-z0-9+/]{32,}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{50,}={0,2})"),
    rule("dynatrace_token", Observability, &["dt0c01."], r"dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}"),
    rule("honeycomb_key", Observability, &["honeycomb", "hcaik_", "hcxik_"], r"(?:hc[ax]ik_[A-Za-z0-9]{50,}|(?i:honeycomb[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{22,32}))"),
    // DevCycle's server SDK key (its client and mobile keys ship in apps).
    rule("devcycle_server_sdk_key", Observability, &["dvc_server_"], concat!("dvc_server_", uuid!(), "_[a-f0-9]{7,}")),
    rule("launchdarkly_key", Observability, &["sdk-", "api-", "mob-"], concat!("(?:sdk|api|mob)-", uuid!())),
    // `phx_` is a personal key; `phc_` is a project key browsers see.
    random_rule("pagerduty_token", Observability, &["u+"], r"(?-u:\b)u\+[A-Za-z0-9_+-]{18}(?-u:\b)"),
    rule("posthog_key", Observability, &["phx_"], r"phx_[A-Za-z0-9_-]{40,}"),
    rule("fullstory_api_key", Observability, &["na1."], r"(?-u:\b)na1\.[A-Za-z0-9+/]{100}"),
    rule("segment_public_api_token", Observability, &["sgp_"], r"sgp_[A-Za-z0-9]{64}"),
    rule("nightfall_api_key", Observability, &["nf-"], r"(?-u:\b)NF-[A-Za-z0-9]{32}(?-u:\b)"),
    rule("rollbar_token", Observability, &["rollbar"], r"(?i:rollbar[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    rule("bugsnag_key", Observability, &["bugsnag"], r"(?i:bugsnag[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    rule("segment_write_key", Observability, &["segment"], r"(?i:segment[A-Za-z0-9_.-]{0,20}key)\W{1,4}(?P<secret>[A-Za-z0-9]{32})"),
    rule("mixpanel_secret", Observability, &["mixpanel"], r"(?i:mixpanel[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    rule("amplitude_key", Observability, &["amplitude"], r"(?i:amplitude[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    rule("sumologic_key", Observability, &["sumo"], r"(?i:sumo[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{64}|su[A-Za-z0-9]{12})"),
    rule("logzio_token", Observability, &["logz"], r"(?i:logz[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z]{32})"),
    // Databases
    rule("aiven_service_password", Database, &["avns_"], r"AVNS_[A-Za-z0-9_-]{19,}"),
    random_rule("airtable_legacy_key", Database, &["key"], r"(?:(?-u:\b)|_)key[A-Za-z0-9]{14}(?-u:\b)"),
    rule("planetscale_token", Database, &["pscale_"], r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}"),
    rule("supabase_token", Database, &["sbp_", "sb_secret_"], r"(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,})"),
    rule("elastic_cloud_api_key", Database, &["essu_"], r"essu_[A-Za-z0-9_-]{60,200}={0,2}"),
    rule("cockroachdb_cloud_api_key", Database, &["ccdb1_"], r"CCDB1_[A-Za-z0-9]{22}_[A-Za-z0-9]{40}"),
    rule("mongodb_atlas_service_account_secret", Database, &["mdb_sa_sk_"], r"mdb_sa_sk_[A-Za-z0-9_-]{40}"),
    rule("datastax_astra_token", Database, &["astracs:"], r"AstraCS:[A-Za-z0-9]{24}:[a-f0-9]{64}"),
    rule("xata_api_key", Database, &["xau_"], r"xau_[A-Za-z0-9]{32,40}"),
    rule("neon_api_key", Database, &["npg_", "napi_"], r"(?:npg_[A-Za-z0-9]{12,}|napi_[A-Za-z0-9]{40,})"),
    rule("databricks_token", Database, &["dapi"], r"dapi[a-f0-9]{32}(?:-\d)?"),
    rule("airtable_pat", Database, &["pat"], r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}"),
    rule("mongodb_atlas_key", Database, &["mongodb", "atlas"], concat!(r"(?i:mongodb[A-Za-z0-9_.-]{0,20}|atlas[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>", uuid!(), ")")),
    rule("confluent_secret", Database, &["confluent"], r"(?i:confluent[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9+/]{64}|[A-Za-z0-9]{16})"),
    // (After an assignment's marks only: not after a reference's `}}`, where
    // the next key follows, `SNOWFLAKE_PASSWORD: ${{ secrets.X }}` then
    // `DD_API_KEY:`.)
    rule("snowflake_password", Database, &["snowflake"], r#"(?i:snowflake[A-Za-z0-9_.-]{0,20}(?:password|pwd|secret))[ \t"'`:=>]{1,4}(?P<secret>[^\s"'`]{6,})"#),
    rule("redis_cloud_key", Database, &["redis"], r"(?i:redis[A-Za-z0-9_.-]{0,20}(?:key|secret|password))\W{1,4}(?P<secret>[A-Za-z0-9]{20,})"),
    // SaaS
    // A Tines story's webhook: its path's two secrets start the story.
    rule("tines_webhook_url", Saas, &[".tines.com/webhook/"], r"[a-z0-9-]+\.tines\.com/webhook/[a-f0-9]{32}/[a-f0-9]{32}"),
    // A project's share link: whoever holds it reads or edits the project.
    rule("overleaf_share_token", Saas, &["overleaf.com/"], r"overleaf\.com/(?:read/(?P<secret>[a-z]{12})|(?P<secret2>\d{10}[a-z]{12}))(?:[^A-Za-z0-9]|$)"),
    // (32 bytes in base64, its padding `=` or not.)
    rule("metabase_api_key", Saas, &["mb_"], r"mb_[A-Za-z0-9+/]{43}=?"),
    // A personal access token's secret: its id, `:`, then the secret.
    rule("tableau_pat_secret", Saas, &["==:"], r"[A-Za-z0-9+/]{22}==:[A-Za-z0-9]{32}"),
    rule("okta_api_token", Saas, &["okta"], r"(?i:okta[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>00[A-Za-z0-9_-]{40})"),
    // Ghost's Admin API key: the key's id, `:`, its secret, in hex. (Not
    // keyed on `:`, which half of all strings hold.)
    rule("ghost_admin_api_key", Saas, &["ghost", "admin"], r"(?-u:\b)[0-9a-f]{24}:[0-9a-f]{64}(?-u:\b)"),
    rule("riot_api_key", Saas, &["rgapi-"], concat!("RGAPI-", uuid!())),
    // Scale AI's live keys: `live_` (or `live_auth_`) and 32 hexadecimal
    // digits, a token of their own (`pk_live_...` is another provider's,
    // longer).
    rule("scale_api_key", Ai, &["live_"], r"{token_start}(?P<secret>live_(?:auth_)?[a-f0-9]{32}){token_end}"),
    // Rootly's API keys: `rootly_` and 64 hexadecimal digits.
    rule("rootly_api_key", Observability, &["rootly_"], r"rootly_[a-f0-9]{64}"),
    // BestTime's private keys: `pri_` and 32 hexadecimal digits.
    rule("besttime_private_key", Saas, &["pri_"], r"{token_start}(?P<secret>pri_[a-f0-9]{32}){token_end}"),
    // Zuplo's API keys: `zpka_`, 32 letters and digits, `_`, an
    // eight-digit hexadecimal checksum.
    rule("zuplo_api_key", Saas, &["zpka_"], r"(?i:zpka_[a-z0-9]{32}_[a-f0-9]{8})"),
    // A ThingsBoard device's access token is the path's part after
    // `/api/v1/` (`.../api/v1/<token>/telemetry`).
    // (Self-hosted too: the device API's own paths after the token.)
    rule("thingsboard_access_token", Saas, &["thingsboard", "/telemetry", "/attributes"], r"(?:(?i:thingsboard)[A-Za-z0-9.-]{0,40}(?::\d+)?/api/v1/(?P<secret>[A-Za-z0-9]{20})(?:/|\b)|/api/v1/(?P<secret2>[A-Za-z0-9]{20})/(?:telemetry|attributes)\b)"),
    rule("linear_api_key", Saas, &["lin_api_", "lin_oauth_"], r"lin_(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64})"),
    rule("notion_token", Saas, &["secret_", "ntn_"], r"(?:secret_[A-Za-z0-9]{43}|ntn_[0-9]{11}[A-Za-z0-9]{35})"),
    rule("figma_token", Saas, &["figd_", "figo_", "figr_", "figp_"], r"fig[dorp]_[A-Za-z0-9_-]{40,}"),
    rule("salesforce_refresh_token", Saas, &["5aep861"], r"5AEP861[A-Za-z0-9._=]{80,}"),
    rule("canva_client_secret", Saas, &["cnvca"], r"cnvca[A-Za-z0-9_-]{51}"),
    random_rule("pinterest_access_token", Saas, &["pina_"], r"pina_[A-Za-z0-9_-]{20,200}"),
    random_rule("samsara_api_token", Saas, &["samsara_api_"], r"samsara_api_[A-Za-z0-9]{26,32}"),
    random_rule("unkey_root_key", Saas, &["unkey_"], r"unkey_[A-Za-z0-9]{20,32}"),
    rule("calcom_api_key", Saas, &["cal_live_"], r"cal_live_[A-Za-z0-9]{32}"),
    rule("adobe_client_secret", Saas, &["p8e-"], r"p8e-[A-Za-z0-9]{32}"),
    rule("intra42_client_secret", Saas, &["s-s4t2", "u-s4t2"], r"[su]-s4t2(?:ud|af)-[a-f0-9]{64}"),
    rule("teamwork_api_token", Saas, &["tkn.v1_"], r"tkn\.v1_[0-9A-Za-z]{71}="),
    rule("storyblok_personal_token", Saas, &["tt-"], r"[0-9A-Za-z]{22}tt-[0-9]{6}-[A-Za-z0-9_-]{20}"),
    rule("ubidots_token", Saas, &["bbff-"], r"BBFF-[0-9A-Za-z]{30}"),
    rule("adafruit_io_key", Saas, &["aio_"], r"{token_start}(?P<secret>aio_[A-Za-z0-9]{28}){token_end}"),
    // Django's generated development key: its prefix says it is unsafe,
    // not that it is public.
    rule("django_secret_key", Saas, &["django-insecure-"], r"django-insecure-[a-z0-9!@#$%^&*()_=+-]{40,60}"),
    rule("asana_pat", Saas, &["/"], r"(?-u:\b)[0-2]/\d{10,}(?:/\d{10,})?(?::|/)[A-Za-z0-9]{32}"),
    rule("dropbox_token", Saas, &["sl."], r"sl\.[A-Za-z0-9._-]{100,}"),
    rule("hubspot_token", Saas, &["pat-na", "pat-eu"], concat!(r"pat-(?:na|eu)\d-", uuid!())),
    rule("typeform_token", Saas, &["tfp_"], r"tfp_[A-Za-z0-9_=.-]{50,}"),
    rule("contentful_token", Saas, &["cfpat-"], r"CFPAT-[A-Za-z0-9_-]{43}"),
    rule("mapbox_secret_token", Saas, &["sk.eyj"], r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{16,}"),
    rule("radar_secret_key", Saas, &["prj_live_sk_", "prj_test_sk_"], r"prj_(?:live|test)_sk_[a-f0-9]{40}"),
    rule("wakatime_api_key", Saas, &["waka_"], concat!("waka_", uuid!())),
    rule("axiom_token", Observability, &["xaat-", "xapt-"], concat!("xa[ap]t-", uuid!())),
    rule("postman_api_key", Saas, &["pmak-"], r"PMAK-[A-Fa-f0-9]{24}-[A-Fa-f0-9]{34}"),
    rule("readme_api_key", Saas, &["rdme_"], r"rdme_[a-z0-9]{70}"),
    rule("frameio_token", Saas, &["fio-u-"], r"fio-u-[A-Za-z0-9_=-]{64}"),
    rule("salesforce_access_token", Saas, &["00d"], r"00D[A-Za-z0-9]{12}(?:[A-Za-z0-9]{3})?![A-Za-z0-9_.]{80,}"),
    rule("twitter_bearer_token", Saas, &["aaaaaaaaaaaaaaaaaaaaa"], r"A{21,22}[A-Za-z0-9%]{30,}"),
    rule("facebook_access_token", Saas, &["eaa"], r"EAA[A-Za-z0-9]{100,}"),
    rule("zoho_token", Saas, &["1000."], r"1000\.[a-f0-9]{32}\.[a-f0-9]{32}"),
    rule("clickup_token", Saas, &["pk_"], r"pk_\d+_[A-Z0-9]{32}"),
    rule("algolia_admin_key", Saas, &["algolia"], r"(?i:algolia[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32})"),
    rule("zendesk_token", Saas, &["zendesk"], r"(?i:zendesk[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{40})"),
    rule("trello_token", Saas, &["trello"], r"(?i:trello[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{32}|[A-Za-z0-9]{64,76})"),
    rule("webflow_token", Saas, &["webflow"], r"(?i:webflow[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{64})"),
    rule("twitch_stream_key", Saas, &["live_"], r"(?-u:\b)live_\d{6,12}_[A-Za-z0-9]{20,40}"),
    rule("facebook_stream_key", Saas, &["fb-"], r"(?-u:\b)FB-\d{12,20}-\d-[A-Za-z0-9_-]{20,}"),
    rule("kick_stream_key", Saas, &["sk_us-", "sk_eu-", "sk_ap-", "sk_sa-"], r"(?-u:\b)sk_[a-z]{2}-[a-z]+-\d_[A-Za-z0-9]{12,}(?:_[A-Za-z0-9]{16,})?"),
    rule("twitch_token", Saas, &["twitch"], r"(?i:twitch[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-z0-9]{30})"),
    // Twitch's chat (IRC) token as its tools print it, `oauth:` and 30.
    rule("twitch_chat_oauth_token", Saas, &["oauth:"], r"(?-u:\b)oauth:[a-z0-9]{30}(?-u:\b)"),
    // A Unity license's serial number: two characters, then five groups
    // of four.
    rule("unity_serial", Saas, &["e3-", "e4-", "sc-", "u3-", "i3-", "f4-", "pa-"], r"(?-u:\b)(?:E3|E4|SC|U3|I3|F4|PA)-[A-Z0-9]{4}(?:-[A-Z0-9]{4}){4}(?-u:\b)"),
    rule("linkedin_secret", Saas, &["linkedin"], r"(?i:linkedin[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{16})"),
    rule("lokalise_token", Saas, &["lokalise"], r"(?i:lokalise[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[a-f0-9]{40})"),
    rule("maxmind_license_key", Saas, &["_mmk"], r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk"),
    rule("wix_api_key", Saas, &["ist.eyj"], r"IST\.eyJ[A-Za-z0-9_.-]{50,}"),
    // Wolfram|Alpha's AppID: six capitals and digits, `-`, ten more.
    rule("wolfram_appid", Saas, &["wolfram"], r"(?i:wolfram[A-Za-z0-9_.-]{0,20})\W{1,6}(?P<secret>[A-Z0-9]{6}-[A-Z0-9]{10})"),
    // MarineTraffic's API key: 40 hexadecimal digits in the call's path,
    // after the service's name and its version.
    rule("marinetraffic_api_key", Saas, &["marinetraffic.com/api/"], r"marinetraffic\.com/api/[a-z]+/(?:v:\d+/)?(?P<secret>[0-9a-f]{40})"),
    rule("portainer_access_token", Saas, &["ptr_"], r"ptr_[A-Za-z0-9+/]{43}="),
    rule("courier_auth_token", Messaging, &["pk_prod_"], r"pk_prod_[A-Z0-9]{28}"),
    // DigitalOcean Spaces' access key's id, as AWS's `AKIA...` is one.
    rule("digitalocean_spaces_access_key", Cloud, &["do00"], r"(?P<secret>DO00[A-Z0-9]{16}){token_end}"),
    rule("mapbox_token_in_context", Saas, &["mapbox"], r"(?i:mapbox[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[st]k\.eyJ[A-Za-z0-9_.-]{50,})"),
    // Identity
    // Xbox Live's user token, as its `Authorization` header sends it:
    // `XBL3.0 x=`, the user's hash, `;`, then the token.
    rule("xbox_live_token", Identity, &["xbl3.0 x="], r"XBL3\.0 x=\d+;[A-Za-z0-9._~+/=-]{20,}"),
    // Steam's `steamLoginSecure` cookie: the account's SteamID64, `||`
    // (or its URL form), then the session's JWT.
    rule("steam_login_secure", Identity, &["%7c%7ceyj", "||eyj"], r"7656119\d{10}(?:%7C%7C|\|\|)eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"),
    rule("auth0_client_secret", Identity, &["auth0"], r"(?i:auth0[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9_-]{64})"),
    rule("pyotp_secret", Identity, &["pyotp."], r#"pyotp\.(?:TOTP|HOTP)\(\s*["'](?P<secret>[A-Za-z2-7=]{16,})["']"#),
    // Google Authenticator's export: every account's TOTP secret, encoded.
    // An authenticator's setup link: its `secret` is the seed of every
    // code, and the link's label and issuer go with it.
    rule("otpauth_uri", Identity, &["otpauth://"], r"otpauth://[ht]otp/[^\s?#]*\?[^\s#]*?(?i:secret)=[A-Za-z2-7=%]{16,}[^\s#]*"),
    rule("otpauth_migration_data", Identity, &["otpauth-migration:"], r"otpauth-migration://offline\?data=(?P<secret>[A-Za-z0-9%+/=_-]+)"),
    rule("keycloak_client_secret", Identity, &["keycloak"], r"(?i:keycloak[A-Za-z0-9_.-]{0,20})\W{1,4}(?P<secret>[A-Za-z0-9]{32})"),
    // Cryptography
    rule("age_secret_key", Crypto, &["age-secret-key-1"], r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    // minisign's secret key: `Ed`, its KDF (`Sc`, or none) and `B2` make
    // the first eight characters; the public key (`RWQ...`, 56) is not one.
    rule("minisign_secret_key", Crypto, &["rwrty0iy", "rwqaaeiy"], r"RW(?:RTY0|QAAE)Iy[A-Za-z0-9+/]{100,}={0,2}"),
    // A node provider's key is the last segment of its RPC URL.
    rule("alchemy_api_key", Crypto, &["alchemy.com/v2/", "alchemyapi.io/v2/"], r"(?:alchemy\.com|alchemyapi\.io)/v2/(?P<secret>[A-Za-z0-9_-]{32})"),
    rule("quicknode_token", Crypto, &["quiknode.pro/"], r"quiknode\.pro/(?P<secret>[a-f0-9]{32,})"),
    rule("infura_api_key", Crypto, &["infura.io/v3/"], r"infura\.io/v3/(?P<secret>[a-f0-9]{32})"),
    // Blockfrost's project ids (its API key): the network, then 32.
    rule("blockfrost_project_id", Crypto, &["mainnet", "preprod", "preview", "testnet"], r"(?:mainnet|preprod|preview|testnet)[A-Za-z0-9]{32}"),
    // A Solana keypair file (`id.json`): 64 bytes as a JSON array.
    rule("solana_keypair", Crypto, &["id.json", "keypair", "solana"], r"\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){63}\s*\]"),
    rule("bip32_extended_private_key", Crypto, &["xprv", "yprv", "zprv", "tprv"], r"[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,}"),
];
