/*
 * What the parts of jansou serve share (src/net/server.c: the loop and connections;
 * lobby.c: the lobby's commands; room.c: the games; room_store.c: the state directory).
 */
#ifndef JANSOU_SRC_NET_SERVER_STATE_H
#define JANSOU_SRC_NET_SERVER_STATE_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include <json-c/json.h>

#include "ai/players.h"
#include "src/engine/engine.h"
#include "src/net/net_conn.h"
#include "src/net/server.h"
#include "src/record/game_log.h"
#include "src/record/mjai/log_mjai.h"
#include "src/record/mjai/mjai_feed.h"
#include "src/record/save/save.h"

enum { NAME_SIZE = 100, TOKEN_SIZE = 33, ROOM_ID_SIZE = 16 };

enum client_kind { CLIENT_NEW, CLIENT_PERSON, CLIENT_MJAI };

struct room;

struct client {
	struct net_conn c;
	enum client_kind kind;
	char name[NAME_SIZE];
	char token[TOKEN_SIZE];
	struct room *room; /* the room it is in (a seat or watching), or NULL */
	int seat;	   /* its seat there, -1 watching */
	long long seq;	   /* the last game message's seq (jansou clients) */
	char invited[ROOM_ID_SIZE];
	pid_t pid; /* a --bot mjai:COMMAND bot's process, whose socket this is; 0 */
	struct client *next;
};

enum seat_kind { SEAT_EMPTY, SEAT_PERSON, SEAT_AI, SEAT_MJAI, SEAT_COMMAND };

/* A game message waiting to go to a seat (its JSON text, the seat's own), and the question
 * it asks (0: none). */
struct pending {
	char *text;
	int qid;
};

struct rseat {
	enum seat_kind kind;
	char name[NAME_SIZE];
	char token[TOKEN_SIZE]; /* a person's */
	char ai[NAME_SIZE];	/* the AI that plays it (always, or for a person away) */
	struct client *cl;	/* connected: a person or mjai bot */
	bool given_up;		/* an mjai bot that broke the rules: the AI plays on */
	const struct player_kind *ai_kind;
	struct controller *ctl; /* the AI (or mjai:COMMAND) of the seat in a game */
	struct mjai_feed *feed; /* people and mjai bots */
	struct pending *queue;
	int nqueue, capqueue;
	bool waiting; /* a message is out, its answer awaited */
	int wait_qid;
	long long wait_seq;
	bool reach_sent; /* the riichi's discard asked after "reach" */
	bool told_over;	 /* the end of the game told (room over, or the bot closed) */
	int asked_qid;	 /* the question already put in the queue */
	char **hist;	 /* start_game and the hand in progress, as sent (without seq) */
	int nhist, caphist;
};

struct room {
	char id[ROOM_ID_SIZE];
	char name[NAME_SIZE];
	char preset[48];
	struct rules rules;
	bool east;
	int decision_s;
	int nseats;
	char host[NAME_SIZE];
	struct rseat seats[SEATS];
	bool started, over, autostart;
	uint64_t seed;
	struct game *g;
	struct game_log *tenhou;
	struct mjai_log *mrec; /* the mjai record, its lines taken as they come */
	char *mbuf;	       /* ... and kept here until written */
	size_t mlen, mcap;
	bool mwritten; /* the record's file begun by this server */
	struct save_game save;
	bool save_loaded;		/* save holds decisions to play back */
	size_t replay_next, replay_end; /* the save's decisions played back, and to play back */
	bool dirty;			/* save not yet written */
	long long saved_ms;
	const struct game_question *q;
	int qid;
	long long deadline_ms;
	long long hold_ms;     /* resumed: people's seats wait for them until then */
	long long empty_ms;    /* not started, nobody connected to it since then (0: someone is) */
	struct mjai_log *wlog; /* what watchers see */
	int nwatchers;
	char **whist;
	int nwhist, capwhist;
	struct room *next;
};

struct server {
	const struct server_options *o;
	char state[PATH_MAX];
	struct client *clients;
	int nclients;
	struct room *rooms;
	int nrooms;
	int next_room;
	int games_ended, games_started;
	bool stop;
};

extern struct server srv;

long long now_ms(void);
void random_hex(char *buf, size_t n);

/* server.c */
void client_drop(struct client *cl);
void client_send(struct client *cl, json_object *o); /* and puts o */
/* A --bot mjai:COMMAND bot run now, as an mjai client of the server's; NULL with why in err. */
struct client *client_of_command(const char *command, char *err, size_t errsize);

/* lobby.c */
void lobby_line(struct client *cl, json_object *o, const char *type);
json_object *room_json(const struct room *r);
/* What a room is (id, name, rules, length, time to decide, host, started, over): the part of
 * its JSON the lobby shows and its saved meta keeps alike. */
json_object *room_settings_json(const struct room *r);
void room_broadcast(struct room *r);
struct room *room_find(const char *id);
struct room *room_new(const char *id, const char *preset, bool east, int decision_s, char *err,
		      size_t errsize);
void room_leave(struct client *cl);
void room_send_state(struct client *cl, struct room *r);
void lobby_mjai_join(struct client *cl, json_object *o);
void room_free(struct room *r);
/* Takes the room out of the server's list and frees it (its clients out of it first). */
void room_drop(struct room *r);
/* Rooms over and left by everyone go (once a second). */
void room_sweep(void);

/* room.c */
/* Seat s becomes the AI ai, named after it: "balanced", or "balanced 2", "balanced 3" when
 * another seat of the room has the name already (a table tells its players apart by name). */
void room_seat_ai(struct room *r, int s, const char *ai);
int room_start(struct room *r);
int room_setup_game(struct room *r, bool fresh);
void room_pump(struct room *r);
void room_answer_line(struct client *cl, json_object *o);
bool room_answer_type(const char *type);
void room_seat_lost(struct room *r, int seat);
void room_watch(struct room *r, struct client *cl);
void room_resume_seat(struct room *r, int seat, struct client *cl);
void room_tick(struct room *r, long long now);
long long room_next_deadline(const struct room *r);

/* room_store.c */
void store_room_meta(struct room *r);
void store_room_save(struct room *r, bool force);
/* Whether the files are flushed to disk (fsync): at a game's end and at shutdown only, so
 * that no room waits on the disk; a kill of the server loses nothing either way. */
void store_set_durable(bool durable);
void store_room_logs(struct room *r);
/* The mjai record's lines not yet written, appended to its file. */
void store_room_record(struct room *r);
void store_resume_all(void);
/* Whether the state directory has a room of that id (a game played, or playing). */
bool store_room_exists(const char *id);
/* A room not started that went (its people left): its folder goes, if nothing but its
 * room.json is there. */
void store_room_forget(const char *id);
/* Moves a finished room's folder aside (ID.1, ID.2...) for a new room of the same name. */
void store_room_retire(const char *id);

#endif
