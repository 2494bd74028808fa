/* The yaku: one table row each. */
#ifndef JANSOU_RULES_YAKU_H
#define JANSOU_RULES_YAKU_H

enum yaku_id {
	YAKU_RIICHI,
	YAKU_IPPATSU,
	YAKU_MENZEN_TSUMO,
	YAKU_PINFU,
	YAKU_TANYAO,
	YAKU_IIPEIKOU,
	YAKU_HAKU,
	YAKU_HATSU,
	YAKU_CHUN,
	YAKU_ROUND_WIND,
	YAKU_SEAT_WIND,
	YAKU_RINSHAN,
	YAKU_CHANKAN,
	YAKU_HAITEI,
	YAKU_HOUTEI,
	YAKU_DOUBLE_RIICHI,
	YAKU_CHIITOITSU,
	YAKU_SANSHOKU,
	YAKU_ITTSU,
	YAKU_CHANTA,
	YAKU_TOITOI,
	YAKU_SANANKOU,
	YAKU_SANKANTSU,
	YAKU_SANSHOKU_DOUKOU,
	YAKU_HONROUTOU,
	YAKU_SHOUSANGEN,
	YAKU_HONITSU,
	YAKU_JUNCHAN,
	YAKU_RYANPEIKOU,
	YAKU_CHINITSU,
	YAKU_KOKUSHI,
	YAKU_KOKUSHI_13,
	YAKU_SUUANKOU,
	YAKU_SUUANKOU_TANKI,
	YAKU_DAISANGEN,
	YAKU_SHOUSUUSHII,
	YAKU_DAISUUSHII,
	YAKU_TSUUIISOU,
	YAKU_RYUUIISOU,
	YAKU_CHINROUTOU,
	YAKU_CHUUREN,
	YAKU_JUNSEI_CHUUREN,
	YAKU_SUUKANTSU,
	YAKU_TENHOU,
	YAKU_CHIIHOU,
	YAKU_RENHOU,
	/* local yaku, off unless a rule option enables them (doc/rules.md, "Local yaku") */
	YAKU_TSUBAME_GAESHI,
	YAKU_KANBURI,
	YAKU_SHIIARURAOTAI,
	YAKU_SANRENKOU,
	YAKU_UUMENSAI,
	YAKU_ISSHOKU_SANJUN,
	YAKU_DAISHARIN,
	YAKU_DAICHIKURIN,
	YAKU_DAISUURIN,
	YAKU_DAICHISEI,
	YAKU_KOKUIISOU,
	YAKU_ISHI_NO_UE,
	YAKU_COUNT
};

/* "riichi", "menzen_tsumo", ... as in the calc JSON. */
const char *yaku_id_string(enum yaku_id id);
/* English display name, a gettext msgid ("Riichi", "Fully Concealed Hand"...). */
const char *yaku_name(enum yaku_id id);
/*
 * The name tenhou.net/6 logs give the yaku ("立直", "断幺九", "役牌 中"), from its row; NULL for
 * the round and seat wind, which the logs name with the wind ("場風 東",
 * src/record/tenhou/log_tenhou.c), and for an unknown id.
 */
const char *yaku_tenhou_name(enum yaku_id id);

#endif
